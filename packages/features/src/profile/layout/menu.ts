import type { User } from '@axia/core';
import {
  CHANGE_PASSWORD_PATH,
  EMAIL_AND_PHONE_PATH,
  NOTIFICATIONS_PATH,
  PROFILE_PATH,
  SECURITY_PATH,
  TWO_FACTOR_PATH,
  UPLOAD_DOCUMENT_PATH,
  USER_DOCUMENT_PATH,
} from '../paths';

// The profile side menu (seed 002 §2 Profile area): six items, and Security (issue 45: passkeys and sessions);
// Documents with UPLOAD_DOCUMENT; Email and Phone and Notifications for privileged users (role names are not shown).

export interface ProfileMenuItem {
  label: string;
  to: string;
}

const item = (label: string, to: string): ProfileMenuItem => ({ label, to });

/** The items this user sees, in order. */
export function profileMenu(user: Pick<User, 'features' | 'privileged'> | null): ProfileMenuItem[] {
  const privileged = user?.privileged === true;
  const documents = user?.features.includes('UPLOAD_DOCUMENT') === true;
  return [
    item('Personal', PROFILE_PATH),
    ...(privileged ? [item('Email and Phone', EMAIL_AND_PHONE_PATH)] : []),
    ...(documents ? [item('Documents', USER_DOCUMENT_PATH)] : []),
    item('Change password', CHANGE_PASSWORD_PATH),
    item('Two factor', TWO_FACTOR_PATH),
    item('Security', SECURITY_PATH),
    ...(privileged ? [item('Notifications', NOTIFICATIONS_PATH)] : []),
  ];
}

/** The item the path selects: /upload-document and /upload-document/{id} select Documents. */
export function selectedMenuPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === UPLOAD_DOCUMENT_PATH || path.startsWith(`${UPLOAD_DOCUMENT_PATH}/`))
    return USER_DOCUMENT_PATH;
  return path;
}
