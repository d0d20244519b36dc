// The profile settings screens, one module so they are one chunk (see ../manifest.ts). The avatar's crop library is
// a chunk of its own (personal/AvatarCropper.tsx, loaded when the crop dialog opens).
export { PersonalScreen } from '../personal/PersonalScreen';
export { EmailAndPhoneScreen } from '../contact/EmailAndPhoneScreen';
export { ChangePasswordScreen } from '../password/ChangePasswordScreen';
export { TwoFactorScreen } from '../twoFactor/TwoFactorScreen';
export { SecurityScreen } from '../security/SecurityScreen';
export { NotificationsScreen } from '../notifications/NotificationsScreen';
export { MessagesScreen } from '../inbox/MessagesScreen';
