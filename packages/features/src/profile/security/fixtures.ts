import type { Passkey, PasskeyList, Session, SessionList } from '@axia/core';

// Profile → Security's samples (tests and stories): the bank's answers as the contract shapes them.

export const laptopPasskey: Passkey = {
  credentialId: 'cred-laptop',
  name: 'Work laptop',
  createdAt: '2026-11-02T09:15:00.000Z',
  lastUsedAt: '2026-12-01T16:40:00.000Z',
  synced: false,
};

export const phonePasskey: Passkey = {
  credentialId: 'cred-phone',
  name: 'iPhone',
  createdAt: '2026-11-20T18:05:00.000Z',
  lastUsedAt: null,
  synced: true,
};

/** GET /user/passkeys: newest first. */
export const passkeyList = (
  passkeys: Passkey[] = [phonePasskey, laptopPasskey],
  passwordSignIn = true,
): PasskeyList => ({ passwordSignIn, passkeys });

/** A passkey the bank just registered, under its default name. */
export const newPasskey: Passkey = {
  credentialId: 'cred-new',
  name: 'Passkey',
  createdAt: '2026-12-03T07:00:00.000Z',
  lastUsedAt: null,
  synced: true,
};

export const thisDevice: Session = {
  id: 'session-this',
  device: 'Mac',
  browser: 'Chrome',
  signedInAt: '2026-12-03T06:50:00.000Z',
  lastActiveAt: '2026-12-03T07:05:00.000Z',
  current: true,
};

const phoneSession: Session = {
  id: 'session-phone',
  device: 'iPhone',
  browser: 'Safari',
  signedInAt: '2026-11-29T08:00:00.000Z',
  lastActiveAt: '2026-12-02T21:30:00.000Z',
  current: false,
};

const unknownSession: Session = {
  id: 'session-unknown',
  device: 'Unknown device',
  browser: 'Unknown browser',
  signedInAt: '2026-11-30T12:00:00.000Z',
  lastActiveAt: '2026-11-30T12:10:00.000Z',
  current: false,
};

/** GET /user/sessions, the bank's order (this device not first, on purpose: the screen puts it first). */
export const sessionList = (
  sessions: Session[] = [phoneSession, thisDevice, unknownSession],
): SessionList => ({ sessions });

/** POST /user/passkeys/grant's first answer: a code was mailed. */
export const grantCodeAnswer = (id = 'grant-1') => ({
  statusCode: 207 as const,
  message: 'A verification code has been sent to your email.',
  transaction2faRecordId: id,
  expiresAt: '2030-01-01T00:00:00.000Z',
});

/** The identity's refusal to add a passkey without a recent sign-in (as Amplify rejects it). */
export const confirmFirstError = () =>
  Object.assign(new Error('Confirm it is you before you add a passkey.'), {
    name: 'NotAuthorizedException',
  });

/** The browser's prompt dismissed (as Amplify rejects it). */
export const cancelledError = () =>
  Object.assign(new Error('Passkey registration ceremony has been canceled.'), {
    name: 'PasskeyRegistrationCanceled',
  });
