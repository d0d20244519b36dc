import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Continue', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Tertiary: Story = { args: { variant: 'tertiary' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete beneficiary' } };
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const WithIcon: Story = {
  args: { icon: <Icon name="plus" />, children: 'New bendficiary' },
};
export const Disabled: Story = { args: { isDisabled: true } };
/** Greyed with aria-disabled: announced as dimmed, yet in the tab order and pressable (to say why). */
export const AriaDisabled: Story = {
  args: { 'aria-disabled': 'true', children: 'Order Card' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Order Card' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalled();
  },
};
/** Unavailable yet in the tab order: announced as dimmed with its reason, presses ignored (issue 28). */
export const SoftDisabled: Story = {
  args: { isSoftDisabled: true, children: 'Next', 'aria-describedby': 'soft-disabled-reason' },
  render: (args) => (
    <>
      <Button {...args} />
      <VisuallyHidden id="soft-disabled-reason">Complete this step to continue</VisuallyHidden>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Next' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Complete this step to continue');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
export const Pending: Story = {
  args: { isPending: true, children: 'Submitting' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submitting' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
function PressToSave() {
  const [pending, setPending] = useState(false);
  return (
    <Button
      isPending={pending}
      onPress={() => {
        setPending(true);
        setTimeout(() => setPending(false), 300);
      }}
    >
      Save
    </Button>
  );
}

/** Pressed: says "Save, busy" once (politely), then nothing when it is done, so the outcome can be heard. */
export const PendingAnnounced: Story = {
  render: () => <PressToSave />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    const polite = canvasElement.ownerDocument.querySelector('[data-axia-announcer="polite"]');
    await expect(polite).toHaveTextContent('Save, busy');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(polite).not.toHaveTextContent('Save, busy');
    await expect(button).toHaveFocus();
  },
};
export const FullWidth: Story = { args: { fullWidth: true } };
export const LongText: Story = {
  args: { children: 'Deposit at least 100 USD to reopen your account and continue' },
};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalled();
  },
};
export const MobileWidth: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
