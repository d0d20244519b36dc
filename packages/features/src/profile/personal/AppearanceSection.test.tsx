import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fakeTheme, ScreenInRoute } from '../../kit/testing';
import type { ThemeChoice } from '../../kit';
import { plainUser } from '../settingsFixtures';
import { PersonalView } from './PersonalScreen';

// Issue 43 #6: the Personal page's Appearance section — the theme as a radio group (System, Light, Dark, High
// contrast), the customer's current choice checked, a choice made at once (no Save) through the theme service, by
// pointer or by the arrow keys; shown whatever the profile read gives.

function setup(choice: ThemeChoice = 'system', responses: Record<string, unknown> = {}) {
  const theme = fakeTheme(choice);
  const services = createFakeServices({
    theme,
    session: { user: plainUser },
    responses: { getUser: plainUser, ...responses },
  });
  render(
    <ScreenInRoute services={services} path="/profile">
      <PersonalView />
    </ScreenInRoute>,
  );
  const section = screen.getByRole('region', { name: 'Appearance' });
  const group = within(section).getByRole('radiogroup', { name: 'Theme' });
  return { theme, section, group, user: userEvent.setup() };
}

describe('/profile Appearance', () => {
  it('offers the four themes, the current choice checked, described', () => {
    const { group } = setup('dark');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('System'),
      'Light',
      'Dark',
      expect.stringContaining('High contrast'),
    ]);
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'System' })).not.toBeChecked();
    expect(group).toHaveAccessibleDescription(
      'Applies at once and is remembered for you on this device.',
    );
    expect(within(group).getByRole('radio', { name: 'System' })).toHaveAccessibleDescription(
      expect.stringContaining(
        "Follows your device's settings: light or dark, and high contrast when your device asks for more contrast.",
      ),
    );
  });

  it('applies a choice at once, with no Save', async () => {
    const { theme, group, section, user } = setup();
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'High contrast' }));
    expect(theme.choice).toBe('highContrast');
    expect(within(group).getByRole('radio', { name: 'High contrast' })).toBeChecked();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('moves through the themes with the arrow keys', async () => {
    const { theme, group, user } = setup('light');
    await user.tab();
    while (!group.contains(document.activeElement)) await user.tab();
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Light' }));
    await user.keyboard('{ArrowDown}');
    expect(theme.choice).toBe('dark');
    await user.keyboard('{ArrowDown}');
    expect(theme.choice).toBe('highContrast');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(theme.choice).toBe('system');
  });

  it('is there while the profile cannot be read', async () => {
    const theme = fakeTheme('highContrast');
    const services = createFakeServices({
      theme,
      responses: {
        getUser: () => {
          throw Object.assign(new Error('Unknown error!'), { status: 500 });
        },
      },
    });
    render(
      <ScreenInRoute services={services} path="/profile">
        <PersonalView />
      </ScreenInRoute>,
    );
    expect(await screen.findByText('Your profile could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'High contrast' })).toBeChecked();
  });
});
