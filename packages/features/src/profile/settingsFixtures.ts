import type { User, UserSetting } from '@axia/core';
import { fakeUser } from '../kit/testing';

// The profile settings' stories and tests: a privileged customer with every profile flag, a photo and an address.

export const profileUser: User = {
  ...fakeUser,
  privileged: true,
  features: [...fakeUser.features, 'UPLOAD_DOCUMENT', 'TRANSACTION2FA'],
  dateOfBirth: '1990-12-10',
  addressLine1: '12 Analytical Row',
  addressLine2: null,
  addressCity: 'London',
  addressState: null,
  addressPostalCode: 'W1 2AB',
  addressCountry: 'GB',
  phoneCountryCode: '+1',
  phoneNumber: '2025550123',
  pepStatus: 'NONE',
  avatarUrl: '/document/download/avatar-file-1',
};

/** An ordinary member: no Email and Phone, Notifications, Documents or transaction toggles. */
export const plainUser: User = {
  ...profileUser,
  privileged: false,
  features: fakeUser.features,
  avatarUrl: null,
};

export const userSetting = (
  overrides: { members?: boolean; wire?: boolean; onLogin?: boolean } = {},
): UserSetting => ({
  transaction2fa: {
    TRANSFER_BETWEEN_MEMBERS: { enabled: overrides.members ?? false, method: 'EMAIL' },
    WIRE_TRANSFER: { enabled: overrides.wire ?? false, method: 'EMAIL' },
  },
  notifications: { ON_LOGIN: { enabledEmail: overrides.onLogin ?? false } },
  mfaEnabled: false,
});

/** A setting's 207: a code was emailed. */
export const settingCodeAnswer = (id = 'rec-1') => ({
  statusCode: 207 as const,
  message: 'A verification code has been sent to your email.',
  transaction2faRecordId: id,
  expiresAt: '2030-01-01T00:00:00.000Z',
});

/** POST /user's 207: a code was mailed to the current email. */
export const contactCodeAnswer = (requestId = 'req-1') => ({
  statusCode: 207 as const,
  message: 'A verification code has been sent to your email.',
  requestId,
});

/** A 1×1 PNG (the avatar's blob in stories). */
export const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

export const TOTP_SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Axia:ada%40demo.test?secret=JBSWY3DPEHPK3PXP&issuer=Axia',
};
