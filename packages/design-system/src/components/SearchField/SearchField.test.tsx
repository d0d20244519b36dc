import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a searchbox that submits on Enter', async () => {
    const onSubmit = vi.fn();
    render(<SearchField label="Search transactions" onSubmit={onSubmit} />);
    const input = screen.getByRole('searchbox', { name: 'Search transactions' });
    await userEvent.type(input, 'coffee{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('coffee');
  });

  it('clears with the "Clear search" button, calls onClear and keeps focus in the input', async () => {
    const onClear = vi.fn();
    const onChange = vi.fn();
    render(<SearchField label="Search" onClear={onClear} onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    // The field root (the label's parent) says whether there is anything to clear.
    const root = screen.getByText('Search', { selector: 'label' }).parentElement;
    expect(root).toHaveAttribute('data-empty', 'true');
    await userEvent.type(input, 'rent');
    expect(root).not.toHaveAttribute('data-empty');
    const clear = screen.getByRole('button', { name: 'Clear search' });
    await userEvent.click(clear);
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveFocus();
  });

  it('clears on Escape', async () => {
    const onClear = vi.fn();
    render(<SearchField label="Search" defaultValue="rent" onClear={onClear} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalledOnce();
  });

  it.each(['{Enter}', ' '])(
    'keeps the clear button reachable by Tab and operable with %j',
    async (key) => {
      const onClear = vi.fn();
      render(<SearchField label="Search" defaultValue="rent" onClear={onClear} />);
      const input = screen.getByRole('searchbox', { name: 'Search' });
      await userEvent.tab();
      expect(input).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
      await userEvent.keyboard(key);
      expect(input).toHaveValue('');
      expect(input).toHaveFocus();
      expect(onClear).toHaveBeenCalledOnce();
    },
  );

  it('can hide its label visually while keeping the accessible name', () => {
    render(<SearchField label="Search help" isLabelHidden placeholder="Search" />);
    expect(screen.getByRole('searchbox', { name: 'Search help' })).toHaveAttribute(
      'placeholder',
      'Search',
    );
  });

  it('shows the caller’s error and disables the clear button with the field', () => {
    render(
      <SearchField
        label="Search"
        defaultValue="x"
        isDisabled
        errorMessage="Type at least 2 characters."
      />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Type at least 2 characters.');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeDisabled();
  });
});
