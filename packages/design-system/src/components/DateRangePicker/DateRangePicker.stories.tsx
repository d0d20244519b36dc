import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  // A fixed locale keeps the segment order (month/day/year) the play functions type in.
  decorators: [
    (Story) => (
      <I18nProvider locale="en-US">
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  args: { label: 'Statement period', onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = {
  args: {
    defaultValue: { start: '2024-03-01', end: '2024-03-31' },
    description: 'Transactions between these dates, inclusive.',
  },
};

export const TypeWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await expect(segments[0]).toHaveFocus();
    await userEvent.keyboard('01012024');
    await expect(segments[3]).toHaveFocus();
    await userEvent.keyboard('01312024');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: '2024-01-01',
      end: '2024-01-31',
    });
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const [firstSegment] = within(canvasElement).getAllByRole('spinbutton');
    await expect(firstSegment).toHaveFocus();
    await expect(firstSegment).toHaveAttribute('data-focused', 'true');
  },
};

export const OpenCalendar: Story = {
  args: {
    defaultValue: { start: '2024-03-04', end: '2024-03-15' },
    minValue: '2024-03-02',
    defaultOpen: true,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeEnabled();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: { start: '2022-01-01', end: '2024-03-31' },
    errorMessage: 'Choose a period of at most one year.',
  },
};

export const OutOfRange: Story = {
  args: { minValue: '2024-01-01', defaultValue: { start: '2023-12-01', end: '2024-01-08' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAttribute('data-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2024-03-01', end: '2024-03-31' } },
};

export const LongText: Story = {
  args: {
    label: 'Period covered by the account statement you want to download as a PDF document',
    description:
      'Statements are available for the last seven years. Longer periods are split into several documents.',
    defaultValue: { start: '2024-03-01', end: '2024-03-31' },
  },
};

export const MobileWidth: Story = {
  args: { defaultValue: { start: '2024-03-04', end: '2024-03-15' }, defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
