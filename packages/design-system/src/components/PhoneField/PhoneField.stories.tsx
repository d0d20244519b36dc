import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhoneField } from './PhoneField';
import { sampleCountries } from './phoneFieldFixtures';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { label: 'Phone number', countries: sampleCountries, onChange: fn() },
  // The dial-code list needs room below the field.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = {
  args: { defaultValue: { dialCode: '+44', countryCode: 'GB', number: '7700900123' } },
};
export const WithDescription: Story = {
  args: { description: 'We send a verification code to this number.' },
};
export const LettersIgnored: Story = {
  play: async ({ canvasElement, args }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(number, 'abc');
    await expect(number).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(number, '20x2-555');
    await expect(number).toHaveValue('202555');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      dialCode: '+1',
      countryCode: 'US',
      number: '202555',
    });
  },
};
export const PickDialCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const picker = canvas.getByRole('combobox', { name: 'Country code' });
    // React Aria fills the input once its collection is built, a tick after the first render.
    await waitFor(() => expect(picker).toHaveValue('+1 United States'));
    await userEvent.clear(picker);
    await userEvent.type(picker, '+49');
    await userEvent.click(await page.findByRole('option', { name: '+49 Germany' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      dialCode: '+49',
      countryCode: 'DE',
      number: '',
    });
    await expect(picker).toHaveValue('+49 Germany');
  },
};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
  },
};
export const Invalid: Story = {
  args: {
    defaultValue: { dialCode: '+1', countryCode: 'US', number: '12' },
    errorMessage: 'phoneNumber must be a valid phone number.',
  },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('phoneNumber must be a valid phone number.');
  },
};
export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: { dialCode: '+1', countryCode: 'US', number: '2025550147' },
  },
};
export const LongText: Story = {
  args: {
    label: 'Mobile phone number where we can reach you about suspicious card payments',
    description:
      'Use a number that can receive text messages. Landlines and virtual numbers are not accepted for security codes.',
  },
};
export const MobileWidth: Story = {
  args: { ...LongText.args },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
