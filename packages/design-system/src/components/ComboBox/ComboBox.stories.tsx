import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from './ComboBox';
import { countryItems } from './comboBoxFixtures';

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: {
    label: 'Country of residence',
    items: countryItems,
    placeholder: 'Type a name or code',
    onSelectionChange: fn(),
  },
  // The popover needs room below the input.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultSelectedKey: 'US' } };
export const WithDescription: Story = {
  args: { description: 'Search by name, ISO code (DE, DEU, 276) or dial code (+49).' },
};
export const KeywordSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Country of residence' });
    await userEvent.type(input, 'DEU');
    const listbox = await page.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('Germany');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('DE');
    await expect(input).toHaveValue('Germany');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};
export const DialCodeSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox', { name: 'Country of residence' });
    await userEvent.type(input, '+49');
    await userEvent.click(await page.findByRole('option', { name: /Germany/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('DE');
    await expect(input).toHaveValue('Germany');
  },
};
/** Left open by its play function so axe audits the list. */
export const OpenSuggestions: Story = {
  args: { defaultSelectedKey: 'US' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(countryItems.length);
    await expect(within(listbox).getByRole('option', { name: /United States/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
/** Left open with no match so axe audits the empty state. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(
      within(canvasElement).getByRole('combobox', { name: 'Country of residence' }),
      'Atlantis',
    );
    await expect(await page.findByRole('listbox')).toHaveTextContent('No results');
  },
};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('combobox', { name: 'Country of residence' });
    await expect(input).toHaveFocus();
    await expect(input.closest('[role="group"]')).toHaveAttribute('data-focus-within', 'true');
  },
};
export const Invalid: Story = {
  args: { errorMessage: 'Choose your country of residence.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country of residence' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose your country of residence.');
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'FR' } };
export const Loading: Story = { args: { items: [], isLoading: true } };
export const LongText: Story = {
  args: {
    label: 'Country or territory where you have been a tax resident for the last three years',
    items: [
      {
        id: 'GS',
        label: 'South Georgia and the South Sandwich Islands',
        description: 'GS · SGS · 239 · +500',
        keywords: ['GS', 'SGS', '239', '+500'],
      },
      ...countryItems,
    ],
    defaultSelectedKey: 'GS',
  },
};
export const MobileWidth: Story = {
  args: { ...LongText.args },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
