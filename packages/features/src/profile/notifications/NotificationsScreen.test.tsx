import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TransportRequest } from '@axia/core';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import { profileUser, userSetting } from '../settingsFixtures';
import { NotificationsView } from './NotificationsScreen';

// Seed 002 §2 Notifications, §3 User settings, §8.

function setup(update: (request: TransportRequest) => unknown, onLogin = true) {
  const notify = vi.fn();
  render(
    <ScreenInRoute
      services={createFakeServices({
        session: { user: profileUser },
        notify,
        responses: { getUserSetting: userSetting({ onLogin }), updateUserSetting: update },
      })}
      path="/notifications"
    >
      <NotificationsView />
    </ScreenInRoute>,
  );
  return { notify, user: userEvent.setup() };
}

describe('/notifications', () => {
  it("reads 'Notify me on account login' and saves it: 'Notification settings updated successfully!'", async () => {
    const bodies: unknown[] = [];
    const { user, notify } = setup((request) => {
      bodies.push(request.body);
      return userSetting({ onLogin: false });
    });
    const box = await screen.findByRole('checkbox', { name: 'Notify me on account login' });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Notification settings updated successfully!',
      }),
    );
    expect(bodies).toEqual([{ notifications: { ON_LOGIN: { enabledEmail: false } } }]);
  });

  it("says 'Notification settings update failed: <message>'", async () => {
    const { user, notify } = setup(() => {
      throw new Error('Service unavailable');
    }, false);
    expect(
      await screen.findByRole('checkbox', { name: 'Notify me on account login' }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'error',
        title: 'Notification settings update failed: Service unavailable',
      }),
    );
  });
});
