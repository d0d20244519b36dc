import {
  CONTACT_CHANGE_MESSAGES,
  DOCUMENT_MESSAGES,
  PASSKEY_NAME_MESSAGE,
  PROFILE_MESSAGES,
  TRANSFER_MESSAGES,
} from '@axia/core';

// The profile settings screens' words. Those from core (PROFILE_MESSAGES, DOCUMENT_MESSAGES) are seed 002's verbatim
// (§2, §5, §8); the others are ours.

export const COMMON_TEXT = {
  retry: 'Try again',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading…',
} as const;

export const PERSONAL_TEXT = {
  title: 'Personal',
  avatarHeading: 'Profile photo',
  avatarAlt: (name: string) => `Profile photo of ${name}`,
  avatarLoading: 'Loading the profile photo',
  changeAvatar: 'Change avatar',
  chooseImageLabel: 'Choose an image',
  // Spec.
  chooseImage: DOCUMENT_MESSAGES.chooseImage,
  fileTooBig: DOCUMENT_MESSAGES.fileTooBig,
  pepUpdated: DOCUMENT_MESSAGES.pepUpdated,
  // Ours.
  avatarUpdated: 'Your profile photo has been updated.',
  avatarUploadFailed: 'The profile photo could not be uploaded.',
  avatarReadFailed: 'The profile photo could not be loaded.',
  cropTitle: 'Crop your photo',
  cropDescription:
    'Drag the image, or focus the crop area and use the arrow keys, to choose the part shown. The photo is saved at 390 × 295 pixels.',
  cropArea: 'Crop area: use the arrow keys to move the image',
  zoom: 'Zoom',
  cropLoading: 'Loading the cropper',
  cropLoadFailed: 'The cropper could not be loaded.',
  upload: 'Save photo',
  detailsHeading: 'Your details',
  name: 'Name',
  email: 'Email',
  dateOfBirth: 'Date of birth',
  address: 'Address',
  notProvided: 'Not provided',
  readFailed: 'Your profile could not be read.',
  pepHeading: 'Politically exposed person',
  pepLabel: 'PEP status',
  // Seed 000 §4: NONE is labelled 'Nothing to declare' (the code NONE is the bank's word, not the customer's).
  pepNone: 'Nothing to declare',
  pepPep: 'Politically exposed person (PEP)',
  pepDescription:
    'You hold or held a prominent public function, or you are a family member or close associate of someone who does.',
} as const;

export const EMAIL_PHONE_TEXT = {
  title: 'Email and Phone',
  email: 'Email',
  emailDescription: 'Contact customer support to change your email.',
  phone: 'Phone number',
  dialCode: 'Country code',
  // Spec.
  phoneInvalid: PROFILE_MESSAGES.phoneInvalid,
  updated: PROFILE_MESSAGES.contactUpdated,
  // Ours.
  codeDescription:
    'We sent a 6-digit verification code to your current email address. Enter it to confirm the change.',
  nothingChanged: 'Nothing to update: enter a new phone number.',
} as const;

export const PASSWORD_TEXT = {
  title: 'Change password',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  newPasswordDescription:
    'At least 8 characters, with an upper case letter, a lower case letter and a digit.',
  // Spec.
  updated: PROFILE_MESSAGES.passwordUpdated,
} as const;

export const TWO_FACTOR_TEXT = {
  title: 'Two factor',
  loginHeading: 'Login',
  login: 'Two-factor authentication at login',
  loginDescription: 'Ask for a code from your authenticator app each time you sign in.',
  transactionsHeading: 'Transactions',
  transactionsDescription: 'Ask for a code sent to your email before these transfers.',
  kinds: {
    TRANSFER_BETWEEN_MEMBERS: 'Transfer Between Members',
    WIRE_TRANSFER: 'Wire Transfer',
  },
  enableTitle: 'Set up two-factor authentication',
  enableSteps:
    'Scan the QR code with your authenticator app (or enter the key by hand), then enter the 6-digit code it shows.',
  qrLabel: 'QR code for your authenticator app',
  secretLabel: 'Setup key',
  copySecret: 'Copy the setup key',
  setupLoading: 'Preparing your setup key',
  disableTitle: 'Turn off two-factor authentication',
  disableSteps:
    'Enter the 6-digit code from your authenticator app to turn off two-factor authentication.',
  code: 'Authenticator code',
  codeIncomplete: 'Please enter the 6-digit code.',
  /** A wrong authenticator code: the words of the app's other code errors (seed 001 §8). */
  codeInvalid: TRANSFER_MESSAGES.codeInvalid,
  enable: 'Turn on',
  disable: 'Turn off',
  transactionCodeDescription:
    'We sent a 6-digit verification code to your email. Enter it to change this setting.',
  // Spec.
  enabled: PROFILE_MESSAGES.twoFactorEnabled,
  disabled: PROFILE_MESSAGES.twoFactorDisabled,
  unavailable: PROFILE_MESSAGES.twoFactorUnavailable,
  setupFailed: PROFILE_MESSAGES.twoFactorSetupFailed,
  somethingWentWrong: PROFILE_MESSAGES.somethingWentWrong,
  // Ours.
  settingsReadFailed: 'Your transaction settings could not be read.',
  settingUpdated: (label: string, on: boolean) =>
    `${label} verification has been turned ${on ? 'on' : 'off'}.`,
} as const;

export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  description: 'Choose which emails we send you.',
  // Spec.
  notifyOnLogin: PROFILE_MESSAGES.notifyOnLogin,
  updated: PROFILE_MESSAGES.notificationsUpdated,
  failed: PROFILE_MESSAGES.notificationsFailed,
  // Ours.
  readFailed: 'Your notification settings could not be read.',
} as const;

export const MESSAGES_TEXT = {
  title: 'Messages',
  emptyTitle: 'No messages yet',
  emptyDescription: 'There are no messages for you yet. Messages from Axia will appear here.',
} as const;

/** The email-and-phone code's answers: a wrong code keeps the dialog open; the others void the request, so only
 * "Didn't get a verification code?" goes on. */
export const CONTACT_CODE_MESSAGES = {
  invalid: [CONTACT_CHANGE_MESSAGES.invalidCode],
  expired: [
    CONTACT_CHANGE_MESSAGES.expired,
    CONTACT_CHANGE_MESSAGES.tooManyAttempts,
    CONTACT_CHANGE_MESSAGES.noRequest,
  ],
} as const;

/** The Personal page's Appearance section (issue 43 #6): the colour theme, applied at once, kept for the customer. */
export const APPEARANCE_TEXT = {
  heading: 'Appearance',
  label: 'Theme',
  description: 'Applies at once and is remembered for you on this device.',
  system: 'System',
  systemDescription:
    "Follows your device's settings: light or dark, and high contrast when your device asks for more contrast.",
  light: 'Light',
  dark: 'Dark',
  highContrast: 'High contrast',
  highContrastDescription: 'Black on white with strong outlines.',
} as const;

/**
 * Profile → Security (issue 45): passkeys, the password sign-in switch and the sessions. The bank's own words where
 * it has them (core's PASSKEY_NAME_MESSAGE; the refusals it answers are shown as it says them).
 */
export const SECURITY_TEXT = {
  title: 'Security',
  description: 'Your passkeys, password sign-in, and the devices where you are signed in.',
  passkeysHeading: 'Passkeys',
  passkeysDescription:
    'A passkey signs you in and approves payments with your fingerprint, face or screen lock. Nobody can phish it.',
  passkeysLabel: 'Your passkeys',
  noPasskeys: 'You have no passkeys yet.',
  addedOn: (date: string) => `Added ${date}`,
  lastUsedOn: (date: string) => `Last used ${date}`,
  notUsedYet: 'Not used yet',
  synced: 'Synced',
  addPasskey: 'Add a passkey',
  unsupported:
    'This browser cannot create passkeys. To add one, use a recent version of Chrome, Edge, Firefox or Safari.',
  passkeysReadFailed: 'Your passkeys could not be read.',
  addTitle: 'Add a passkey',
  addDescription:
    'Name it after the device or password manager that keeps it, so you can tell your passkeys apart.',
  nameLabel: 'Passkey name',
  nameRequired: 'Please enter a name for the passkey.',
  /** The bank's own refusal of a longer name (core). */
  nameTooLong: PASSKEY_NAME_MESSAGE,
  continue: 'Continue',
  creating: "Follow your browser's steps to create the passkey.",
  codeDescription: 'We sent a 6-digit verification code to your email. Enter it to add a passkey.',
  added: (name: string) => `Passkey ${name} has been added.`,
  addedUnnamed:
    'Your passkey has been added, but its name could not be saved. It is listed as Passkey.',
  addCancelled: 'The passkey was not added. Try again when you are ready.',
  alreadyExists: 'This device already keeps a passkey for your account.',
  notSupported: 'This browser cannot create passkeys.',
  addFailed: 'The passkey could not be added. Please try again.',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove this passkey?',
  removeBody: (name: string) =>
    `${name} will no longer sign you in or approve payments. You can also delete it from the device or password manager that keeps it.`,
  removeConfirm: 'Remove passkey',
  removed: (name: string) => `Passkey ${name} has been removed.`,
  passwordSignIn: 'Password sign-in',
  passwordSignInDescription: 'Sign in with your email and password as well as with a passkey.',
  passwordSignInNeedsPasskey: 'Add a passkey before you turn password sign-in off.',
  passwordSignInOn: 'Password sign-in has been turned on.',
  passwordSignInOff: 'Password sign-in has been turned off. Sign in with your passkey.',
  sessionsHeading: 'Sessions',
  sessionsDescription: 'The devices and browsers where you are signed in.',
  sessionsLabel: 'Your sessions',
  sessionsReadFailed: 'Your sessions could not be read.',
  session: (browser: string, device: string) => `${browser} on ${device}`,
  thisDevice: 'This device',
  signedInOn: (date: string) => `Signed in ${date}`,
  lastActiveOn: (date: string) => `Last active ${date}`,
  signOut: 'Sign out',
  signOutLabel: (session: string) => `Sign out ${session}`,
  signedOut: (session: string) => `${session} has been signed out.`,
  onlyThisDevice: 'You are signed in on this device only.',
  signOutOthers: 'Sign out everywhere else',
  signOutOthersTitle: 'Sign out everywhere else?',
  signOutOthersBody:
    'Every other device and browser signed in to your account will be signed out. This device stays signed in.',
  signedOutOthers: (count: number) =>
    count === 0
      ? 'You were not signed in anywhere else.'
      : count === 1
        ? '1 other session has been signed out.'
        : `${count} other sessions have been signed out.`,
} as const;
