import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const options = (
  <>
    <Radio value="NONE">Nothing to declare</Radio>
    <Radio value="GOODS" description="Goods worth more than 10,000 USD.">
      Goods to declare
    </Radio>
    <Radio value="CASH">Cash to declare</Radio>
  </>
);

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Customs declaration', children: options, onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'GOODS' } };
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'NONE' } };
export const WithDescription: Story = {
  args: { description: 'Customs require this for transfers above 10,000 USD.' },
};
/** Required, nothing chosen yet: aria-required, and not invalid until the form says so (react-aria #9809). */
export const RequiredUntouched: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Customs declaration' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    for (const radio of within(group).getAllByRole('radio')) {
      await expect(radio).not.toHaveAttribute('required');
      await expect(radio.matches(':invalid')).toBe(false);
    }
  },
};
export const Invalid: Story = {
  args: { errorMessage: 'Choose a declaration.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Customs declaration' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a declaration.');
  },
};
export const InvalidSelected: Story = {
  args: { errorMessage: 'Goods must be declared in the form below.', defaultValue: 'GOODS' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'NONE' } };
export const DisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="NONE">Nothing to declare</Radio>
        <Radio value="GOODS">Goods to declare</Radio>
        <Radio value="CASH" isDisabled description="Not available for this account.">
          Cash to declare
        </Radio>
      </>
    ),
  },
};
export const LongText: Story = {
  args: {
    label: 'What is the source of the funds you are about to deposit into this account?',
    children: (
      <>
        <Radio value="SALARY">
          Salary, wages or other regular income from employment or self-employment
        </Radio>
        <Radio
          value="SAVINGS"
          description="Include the bank or institution where the savings were held before this transfer."
        >
          Savings accumulated over time
        </Radio>
      </>
    ),
  },
};
export const KeyboardArrows: Story = {
  args: { defaultValue: 'NONE' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Nothing to declare' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Goods to declare' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('GOODS');
  },
};
export const MobileWidth: Story = {
  args: { ...LongText.args },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
