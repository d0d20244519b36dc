import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: {
    label: 'Search transactions',
    placeholder: 'Merchant, amount or reference',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: 'coffee' } };
export const KeyboardSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search transactions' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('coffee{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('coffee');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};
export const ClearButton: Story = {
  args: { defaultValue: 'rent' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search transactions' });
    await userEvent.tab();
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledOnce();
    // Nothing left to clear: the button leaves the page (and the accessibility tree).
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};
export const HiddenLabel: Story = { args: { label: 'Search help articles', isLabelHidden: true } };
export const Invalid: Story = {
  args: { defaultValue: 'a', errorMessage: 'Type at least 2 characters to search.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'coffee' } };
export const LongText: Story = {
  args: {
    label: 'Search every transaction, standing order and direct debit across all of your accounts',
    defaultValue:
      'Monthly subscription payment to an international streaming service with a very long name',
    description: 'Search matches merchants, references and amounts, such as 49.99.',
  },
};
export const MobileWidth: Story = {
  args: { defaultValue: 'coffee' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
