import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { FileUploader } from '../FileUploader';
import { MonthPicker } from '../MonthPicker';
import { PhoneField } from '../PhoneField';
import { Select } from '../Select';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { FieldErrorText } from './Field';

// Every field's error in one style (issue 42): the error icon, then the message, in the danger colour.

const FIELDS = ['Company name', 'Country', 'Terms', 'Phone', 'Month', 'Proof of address'];
const message = (field: string) => `${field} is required!`;

function AllFieldErrors() {
  return (
    <Stack gap="lg">
      <TextField label="Company name" errorMessage={message('Company name')} />
      <Select
        label="Country"
        items={[{ id: 'US', label: 'United States' }]}
        errorMessage={message('Country')}
      />
      <Checkbox errorMessage={message('Terms')}>I accept the terms</Checkbox>
      <PhoneField
        label="Phone"
        countries={[{ code: 'US', name: 'United States', dialCode: '+1' }]}
        errorMessage={message('Phone')}
      />
      <MonthPicker label="Month" today="2026-12-02" errorMessage={message('Month')} />
      <FileUploader label="Proof of address" errorMessage={message('Proof of address')} />
    </Stack>
  );
}

const meta = {
  title: 'Forms/Field errors',
  component: FieldErrorText,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldErrorText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six kinds of field, one look of error: each with the same icon before its message. */
export const OneStyle: Story = {
  args: { children: null },
  render: () => <AllFieldErrors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const errors = FIELDS.map((field) => canvas.getByText(message(field)));
    for (const error of errors) {
      await expect(error.className).toBe(errors[0]!.className);
      await expect(error.firstElementChild?.tagName.toLowerCase()).toBe('svg');
      await expect(error).toBeVisible();
    }
  },
};
