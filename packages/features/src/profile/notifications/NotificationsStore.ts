import { makeAutoObservable, runInAction } from 'mobx';
import type { BankClient } from '@axia/core';
import type { Read } from '../../kit';
import { errorText } from '../../kit/errors';
import { NOTIFICATIONS_TEXT as TEXT } from '../messages';

export interface NotificationsDeps {
  api: BankClient;
  notify(toast: { tone: 'success' | 'error'; title: string }): void;
}

/**
 * /notifications (seed 002 §2, §3 User settings, §8): 'Notify me on account login' from GET /user/setting
 * (notifications.ON_LOGIN.enabledEmail), Save → POST /user/setting; 'Notification settings updated successfully!' or
 * 'Notification settings update failed: <message>'.
 */
export class NotificationsStore {
  read: Read<true> = { status: 'loading' };
  onLogin = false;
  saving = false;

  constructor(private readonly deps: NotificationsDeps) {
    makeAutoObservable<NotificationsStore, 'deps'>(this, { deps: false });
  }

  async load() {
    this.read = { status: 'loading' };
    try {
      const settings = await this.deps.api.getUserSetting();
      runInAction(() => {
        this.onLogin = settings.notifications.ON_LOGIN?.enabledEmail === true;
        this.read = { status: 'ready', value: true };
      });
    } catch (error) {
      runInAction(() => {
        this.read = { status: 'failed', message: errorText(error) };
      });
    }
  }

  setOnLogin(on: boolean) {
    this.onLogin = on;
  }

  async save() {
    if (this.saving) return;
    this.saving = true;
    try {
      const answer = await this.deps.api.updateUserSetting({
        body: { notifications: { ON_LOGIN: { enabledEmail: this.onLogin } } },
      });
      runInAction(() => {
        if (!('statusCode' in answer))
          this.onLogin = answer.notifications.ON_LOGIN?.enabledEmail === true;
      });
      this.deps.notify({ tone: 'success', title: TEXT.updated });
    } catch (error) {
      this.deps.notify({ tone: 'error', title: TEXT.failed(errorText(error)) });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
