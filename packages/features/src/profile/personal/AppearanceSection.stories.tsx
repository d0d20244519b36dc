import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ServicesStory } from '../../kit/storySupport';
import { fakeTheme } from '../../kit/testing';
import type { ThemeChoice } from '../../kit';
import { AppearanceSection } from './AppearanceSection';

// The Personal page's Appearance section (issue 43 #6) in each state: each of the four choices checked (System, the
// default; Light; Dark; High contrast), and a choice made by keyboard (the arrow keys choose at once, no Save). The
// test-runner audits each in the light, dark and high-contrast themes.

function Appearance({ choice }: { choice: ThemeChoice }) {
  return (
    <ServicesStory options={{ theme: fakeTheme(choice) }} path="/profile">
      <AppearanceSection />
    </ServicesStory>
  );
}

const meta = {
  title: 'Screens/Profile/Appearance',
  component: Appearance,
  tags: ['screen'],
  args: { choice: 'system' },
} satisfies Meta<typeof Appearance>;
export default meta;
type Story = StoryObj<typeof meta>;

const groupOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Appearance' })).getByRole(
    'radiogroup',
    { name: 'Theme' },
  );

const checked = (name: string): Story['play'] =>
  async function play({ canvasElement }) {
    const group = within(groupOf(canvasElement));
    await expect(group.getByRole('radio', { name })).toBeChecked();
    await expect(
      group.getAllByRole('radio').filter((radio) => radio.matches(':checked')),
    ).toHaveLength(1);
  };

/** The default: the device's settings. */
export const System: Story = { play: checked('System') };

export const Light: Story = { args: { choice: 'light' }, play: checked('Light') };

export const Dark: Story = { args: { choice: 'dark' }, play: checked('Dark') };

export const HighContrast: Story = {
  args: { choice: 'highContrast' },
  play: checked('High contrast'),
};

/** By keyboard: Tab into the group (the checked one takes focus), the arrow keys choose. */
export const ChooseByKeyboard: Story = {
  args: { choice: 'light' },
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement));
    await userEvent.tab();
    await expect(group.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(group.getByRole('radio', { name: 'High contrast' })).toBeChecked();
  },
};
