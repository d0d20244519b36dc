import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  // A fixed locale keeps the segment order (month/day/year) the play functions type in.
  decorators: [
    (Story) => (
      <I18nProvider locale="en-US">
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  args: { label: 'Date of Incorporation', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = { args: { defaultValue: '2019-05-14' } };

export const WithDescription: Story = {
  args: { description: 'As shown on the certificate of incorporation.', isRequired: true },
};

export const TypeWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const [month, day, year] = canvas.getAllByRole('spinbutton');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('03152024');
    await expect(day).toHaveTextContent('15');
    await expect(year).toHaveTextContent('2024');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-15');
  },
};

export const KeyboardFocus: Story = {
  args: { defaultValue: '2019-05-14' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /Choose date/ });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const OpenCalendar: Story = {
  args: { defaultValue: '2024-03-15', maxValue: '2024-03-20', defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeEnabled();
    // maxValue is in this month, so the next month cannot be shown.
    await expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeDisabled();
  },
};

export const ChooseFromCalendar: Story = {
  args: { defaultValue: '2024-03-15' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const dialog = await within(document.body).findByRole('dialog');
    // Focus starts on the selected day; arrows move by day, Enter picks.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /March 15, 2024/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-17');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '2031-01-01',
    errorMessage: 'Date of Incorporation must be before current date.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByText('Date of Incorporation must be before current date.');
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
      await expect(segment.getAttribute('aria-describedby')).toContain(message.id);
    }
  },
};

export const OutOfRange: Story = {
  args: { defaultValue: '2024-07-01', maxValue: '2024-06-30' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAttribute('data-invalid', 'true');
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2019-05-14' } };

export const LongText: Story = {
  args: {
    label: 'Date on which the company was first registered with the national companies registry',
    description:
      'Use the date printed on the original certificate, not the date of any later amendment or re-registration.',
    errorMessage: 'Date of Incorporation must be before current date.',
    defaultValue: '2031-01-01',
  },
};

export const MobileWidth: Story = {
  args: { defaultValue: '2024-03-15', defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
