import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { visuallyHidden } from '../../styles/shared.css';
import { ComboBox } from './ComboBox';
import { countryItems } from './comboBoxFixtures';

function renderCountry(props: Partial<Parameters<typeof ComboBox>[0]> = {}) {
  const onSelectionChange = vi.fn();
  render(
    <ComboBox
      label="Country"
      items={countryItems}
      onSelectionChange={onSelectionChange}
      {...props}
    />,
  );
  return { onSelectionChange, input: screen.getByRole('combobox', { name: 'Country' }) };
}

// React Aria wraps the empty state in an option too, so keep only options with an id (real items).
const visibleOptions = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .filter((option) => option.id)
    .map((option) => option.firstElementChild?.firstElementChild?.textContent);

describe('ComboBox', () => {
  it.each(['DEU', '276', 'de', '+49', 'germ'])(
    'finds Germany by label or keyword when typing %s',
    async (query) => {
      const { input } = renderCountry();
      await userEvent.type(input, query);
      expect(visibleOptions()).toContain('Germany');
      expect(visibleOptions()).not.toContain('Brazil');
    },
  );

  it('picks a filtered option with the keyboard and reports its id', async () => {
    const { input, onSelectionChange } = renderCountry();
    await userEvent.type(input, 'deu');
    expect(visibleOptions()).toEqual(['Germany']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('DE');
    expect(input).toHaveValue('Germany');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("says 'No results' when nothing matches", async () => {
    const { input } = renderCountry();
    await userEvent.type(input, 'Atlantis');
    expect(screen.getByRole('listbox')).toHaveTextContent('No results');
    expect(visibleOptions()).toEqual([]);
  });

  it("lists every item from the 'Show suggestions' button", async () => {
    renderCountry({ defaultSelectedKey: 'US' });
    await userEvent.click(screen.getByRole('button', { name: /Show suggestions/ }));
    expect(visibleOptions()).toHaveLength(countryItems.length);
    expect(screen.getByRole('option', { name: /^United States/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the controlled selection in the input', () => {
    const { input } = renderCountry({ selectedKey: 'FR' });
    expect(input).toHaveValue('France');
  });

  it('ties the description and error message to the input', () => {
    const { input } = renderCountry({
      description: 'Where you pay taxes.',
      errorMessage: 'Choose a country.',
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Where you pay taxes. Choose a country.');
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<ComboBox label="Country code" hideLabel items={countryItems} />);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeInTheDocument();
    expect(screen.getByText('Country code')).toHaveClass(visuallyHidden);
  });

  it('is inert when disabled', async () => {
    const { input } = renderCountry({ isDisabled: true });
    expect(input).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Show suggestions/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('announces loading', async () => {
    renderCountry({ items: [], isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading options' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Show suggestions/ }));
    expect(screen.getByRole('listbox')).toHaveTextContent('Loading…');
  });
});
