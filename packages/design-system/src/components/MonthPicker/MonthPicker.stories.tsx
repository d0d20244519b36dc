import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MonthPicker } from './MonthPicker';

const meta = {
  title: 'Forms/MonthPicker',
  component: MonthPicker,
  decorators: [
    (Story) => (
      <I18nProvider locale="en-US">
        <div style={{ maxWidth: 320 }}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  // A fixed today keeps the unavailable months the same on every run.
  args: { label: 'Statement month', today: '2025-06-15', onChange: fn() },
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = {
  args: {
    defaultValue: '2025-03',
    description: 'Statements are ready on the 1st of the next month.',
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: /Statement month/ });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Open: Story = {
  args: { defaultValue: '2025-03', defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('row', { name: 'March 2025' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Next year' })).toBeDisabled();
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    // Months after the current one (June 2025) are disabled.
    await expect(within(dialog).getByRole('row', { name: 'July 2025' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('row', { name: 'June 2025' })).toHaveFocus(),
    );
    // Right arrow cannot reach July; up moves a row (three months) back.
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('row', { name: 'June 2025' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(dialog).getByRole('row', { name: 'March 2025' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2025-04');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(
      canvas.getByRole('button', { name: 'Statement month April 2025' }),
    ).toBeInTheDocument();
  },
};

export const PreviousYearWithMinimum: Story = {
  args: { defaultValue: '2024-05', minValue: '2024-03', defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024');
    await expect(within(dialog).getByRole('button', { name: 'Previous year' })).toBeDisabled();
    await expect(within(dialog).getByRole('row', { name: 'February 2024' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose the month of the statement.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2025-03' } };

export const LongText: Story = {
  args: {
    label: 'Month of the account statement to download for your tax declaration',
    description:
      'Statements for the current month are provisional until the month ends; earlier months are final.',
    defaultValue: '2025-03',
  },
};

export const MobileWidth: Story = {
  args: { defaultValue: '2025-03', defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
