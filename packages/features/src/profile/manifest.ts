import { defineFeature, type FeatureRoute, type Gate } from '../kit';
import {
  CHANGE_PASSWORD_PATH,
  EMAIL_AND_PHONE_PATH,
  MESSAGES_PATH,
  NOTIFICATIONS_PATH,
  PROFILE_PATH,
  SECURITY_PATH,
  TWO_FACTOR_PATH,
  UPLOAD_DOCUMENT_PATH,
  USER_DOCUMENT_PATH,
} from './paths';

// The profile area (seed 002 §2 Profile area): Personal, Email and Phone, Documents (the list and the upload forms),
// Change password, Two factor, Security (issue 45: passkeys and sessions), Notifications, and /messages. Two chunks: the settings screens and the document
// screens (the forms, the image-to-PDF modal); the crop and PDF libraries load only when used.
//
// Flags: the menu item 'Profile' for ACTIVE users (seed 000 §2); /upload-document and the Documents side-menu item:
// UPLOAD_DOCUMENT (core PROFILE_FLAGS; literals here because the manifest is in the app's first chunk). Messages:
// shown only outside local, dev and UAT (seed 000 §2 menu).
const settings = () => import('./screens');
const documents = () => import('./documents/screens');
type Settings = Awaited<ReturnType<typeof settings>>;
type Documents = Awaited<ReturnType<typeof documents>>;

const PROFILE_GATE: Gate = { auth: 'signed-in', statuses: ['ACTIVE'] };
const UPLOAD_DOCUMENT_GATE: Gate = { ...PROFILE_GATE, feature: 'UPLOAD_DOCUMENT' };
/** The menu item only: the route itself opens everywhere (seed 000 §2 lists /messages for registered users). */
const MESSAGES_MENU_GATE: Gate = { ...PROFILE_GATE, environments: ['production'] };

const settingsRoute = (path: string, title: string, screen: keyof Settings, gate = PROFILE_GATE) =>
  ({
    path,
    title,
    gate,
    load: () => settings().then((m) => ({ default: m[screen] })),
  }) satisfies FeatureRoute;
const documentsRoute = (
  path: string,
  title: string,
  screen: keyof Documents,
  gate = PROFILE_GATE,
) =>
  ({
    path,
    title,
    gate,
    load: () => documents().then((m) => ({ default: m[screen] })),
  }) satisfies FeatureRoute;

export const profileFeature = defineFeature({
  id: 'profile',
  routes: [
    settingsRoute(PROFILE_PATH, 'Personal', 'PersonalScreen'),
    settingsRoute(EMAIL_AND_PHONE_PATH, 'Email and Phone', 'EmailAndPhoneScreen'),
    settingsRoute(CHANGE_PASSWORD_PATH, 'Change password', 'ChangePasswordScreen'),
    settingsRoute(TWO_FACTOR_PATH, 'Two factor', 'TwoFactorScreen'),
    settingsRoute(SECURITY_PATH, 'Security', 'SecurityScreen'),
    settingsRoute(NOTIFICATIONS_PATH, 'Notifications', 'NotificationsScreen'),
    settingsRoute(MESSAGES_PATH, 'Messages', 'MessagesScreen'),
    documentsRoute(USER_DOCUMENT_PATH, 'Documents', 'DocumentsScreen'),
    documentsRoute(
      UPLOAD_DOCUMENT_PATH,
      'Upload Document',
      'UploadDocumentScreen',
      UPLOAD_DOCUMENT_GATE,
    ),
    documentsRoute(
      `${UPLOAD_DOCUMENT_PATH}/:documentId`,
      'Upload Document',
      'UploadDocumentScreen',
      UPLOAD_DOCUMENT_GATE,
    ),
  ],
  menu: [
    {
      id: 'profile',
      label: 'Profile',
      to: PROFILE_PATH,
      icon: 'user',
      order: 70,
      gate: PROFILE_GATE,
    },
    {
      id: 'messages',
      label: 'Messages',
      to: MESSAGES_PATH,
      icon: 'info',
      order: 80,
      gate: MESSAGES_MENU_GATE,
    },
  ],
  tabs: [
    {
      id: 'profile',
      label: 'Profile',
      to: PROFILE_PATH,
      icon: 'user',
      order: 70,
      gate: PROFILE_GATE,
    },
  ],
});
