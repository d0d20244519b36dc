import { makeAutoObservable, runInAction } from 'mobx';
import { changePasswordErrors, passwordChangeFailureMessage, PROFILE_MESSAGES } from '@axia/core';
import type { AuthService } from '../../kit';
import { PASSWORD_TEXT as TEXT } from '../messages';

export type PasswordFieldName = 'oldPassword' | 'newPassword' | 'confirmPassword';

export interface ChangePasswordDeps {
  auth: Pick<AuthService, 'changePassword'>;
  notify(toast: { tone: 'success' | 'error'; title: string }): void;
}

const serverMessage = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message: unknown }).message)
    : undefined;

/**
 * /change-password (seed 002 §2, §5 Password, §8): old, new and confirm; the §5 messages (core changePasswordErrors),
 * cleared on editing; through the identity service (Amplify updatePassword): 'Password has been updated successfully',
 * 'Incorrect username or password.' shown as 'The old password entered does not match our records, …' on Old password,
 * a policy refusal (a common password) as its reason on New password, anything else 'Update password failed! Please
 * try again later!' under the form.
 */
export class ChangePasswordStore {
  values: Record<PasswordFieldName, string> = {
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
  errors: Partial<Record<PasswordFieldName, string>> = {};
  /** The failure of the last attempt, announced under the form. */
  failure: string | null = null;
  saving = false;

  constructor(private readonly deps: ChangePasswordDeps) {
    makeAutoObservable<ChangePasswordStore, 'deps'>(this, { deps: false });
  }

  set(field: PasswordFieldName, value: string) {
    this.values[field] = value;
    // §5 errors clear on editing.
    delete this.errors[field];
    this.failure = null;
  }

  /** Validates; true when the form may be sent. */
  validate(): boolean {
    this.errors = changePasswordErrors(this.values);
    return Object.keys(this.errors).length === 0;
  }

  async save() {
    if (this.saving) return;
    this.failure = null;
    if (!this.validate()) return;
    this.saving = true;
    try {
      await this.deps.auth.changePassword(this.values.oldPassword, this.values.newPassword);
      runInAction(() => {
        this.saving = false;
        this.values = { oldPassword: '', newPassword: '', confirmPassword: '' };
      });
      this.deps.notify({ tone: 'success', title: TEXT.updated });
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        const message = passwordChangeFailureMessage(serverMessage(error));
        // A refusal about one field is that field's error (marked invalid, tied to it; the screen focuses it):
        // the old password's mismatch, or the new password's policy reason. Anything else is the form's.
        if (message === PROFILE_MESSAGES.oldPasswordMismatch)
          this.errors = { oldPassword: message };
        else if (message !== PROFILE_MESSAGES.passwordUpdateFailed)
          this.errors = { newPassword: message };
        else this.failure = message;
      });
    }
  }
}
