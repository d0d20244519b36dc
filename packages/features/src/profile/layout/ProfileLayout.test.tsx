import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@axia/core';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import { plainUser, profileUser } from '../settingsFixtures';
import { ProfileLayout } from './ProfileLayout';
import { selectedMenuPath } from './menu';

// Seed 002 §2 Profile area: the side menu, its current item by path, Documents with UPLOAD_DOCUMENT, Email and Phone
// and Notifications for privileged users; the page's h1.

function setup(path: string, user: User = profileUser) {
  render(
    <ScreenInRoute services={createFakeServices({ session: { user } })} path={path} route="*">
      <ProfileLayout title="Page title">
        <p>Body</p>
      </ProfileLayout>
    </ScreenInRoute>,
  );
  return within(screen.getByRole('navigation', { name: 'Profile' }));
}

describe('ProfileLayout', () => {
  it('shows the seven items with their paths for a privileged user with UPLOAD_DOCUMENT', () => {
    const menu = setup('/profile');
    const links = menu.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Personal', '/profile'],
      ['Email and Phone', '/email-and-phone'],
      ['Documents', '/user-document'],
      ['Change password', '/change-password'],
      ['Two factor', '/two-factor'],
      ['Security', '/security'],
      ['Notifications', '/notifications'],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Page title' })).toBeVisible();
    expect(screen.getByText('Body')).toBeVisible();
  });

  it('hides Documents without UPLOAD_DOCUMENT, Email and Phone and Notifications without privilege', () => {
    const menu = setup('/profile', plainUser);
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Personal',
      'Change password',
      'Two factor',
      'Security',
    ]);
  });

  it.each([
    ['/profile', 'Personal'],
    ['/email-and-phone', 'Email and Phone'],
    ['/user-document', 'Documents'],
    ['/upload-document', 'Documents'],
    ['/upload-document/req-9', 'Documents'],
    ['/change-password', 'Change password'],
    ['/two-factor', 'Two factor'],
    ['/security', 'Security'],
    ['/notifications', 'Notifications'],
  ])('marks the item of %s as the current page', (path, label) => {
    const menu = setup(path);
    const current = menu.getAllByRole('link').filter((link) => link.getAttribute('aria-current'));
    expect(current.map((link) => link.textContent)).toEqual([label]);
    expect(current[0]).toHaveAttribute('aria-current', 'page');
  });

  it('maps upload paths to Documents', () => {
    expect(selectedMenuPath('/upload-document/')).toBe('/user-document');
    expect(selectedMenuPath('/profile/')).toBe('/profile');
  });
});
