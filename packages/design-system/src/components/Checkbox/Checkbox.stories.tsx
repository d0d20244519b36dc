import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'I accept the Terms of Use', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { children: 'Select all', isIndeterminate: true } };
export const WithDescription: Story = {
  args: { description: 'You can read them in Settings at any time.' },
};
/** Required, not ticked yet: not invalid until the form says so (react-aria #9809). */
export const RequiredUntouched: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).not.toHaveAttribute('required');
    await expect(box.matches(':invalid')).toBe(false);
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The Terms of Use must be accepted.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'I accept the Terms of Use',
    });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('The Terms of Use must be accepted.');
  },
};
export const InvalidSelected: Story = {
  args: {
    defaultSelected: true,
    isInvalid: true,
    errorMessage: 'The Terms of Use must be accepted.',
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledSelected: Story = { args: { isDisabled: true, defaultSelected: true } };
export const LongText: Story = {
  args: {
    children:
      'I confirm that the funds I deposit are my own, come from lawful sources, and that I have read and accept the Terms of Use and the Privacy Policy of the bank',
  },
};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'I accept the Terms of Use',
    });
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const MobileWidth: Story = {
  args: { ...LongText.args },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Group: Story = {
  render: () => (
    <CheckboxGroup
      label="Notify me by"
      description="Choose where we send security alerts."
      defaultValue={['email']}
    >
      <Checkbox value="email">Email</Checkbox>
      <Checkbox value="sms">SMS</Checkbox>
      <Checkbox value="push" isDisabled>
        Push notification (app only)
      </Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Notify me by' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  },
};
export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="Notify me by" errorMessage="Choose at least one channel.">
      <Checkbox value="email">Email</Checkbox>
      <Checkbox value="sms">SMS</Checkbox>
    </CheckboxGroup>
  ),
};
