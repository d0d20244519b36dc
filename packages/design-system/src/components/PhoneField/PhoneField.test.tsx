import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField, type PhoneValue } from './PhoneField';
import { sampleCountries } from './phoneFieldFixtures';

function renderPhone(props: Partial<Parameters<typeof PhoneField>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <PhoneField label="Phone number" countries={sampleCountries} onChange={onChange} {...props} />,
  );
  return {
    onChange,
    picker: screen.getByRole('combobox', { name: 'Country code' }),
    number: screen.getByRole('textbox', { name: 'Phone number' }),
  };
}

describe('PhoneField', () => {
  it('is a group named by its label, defaulting to +1 United States', () => {
    const { picker, number } = renderPhone();
    expect(screen.getByRole('group', { name: 'Phone number' })).toBeInTheDocument();
    expect(picker).toHaveValue('+1 United States');
    expect(number).toHaveValue('');
    expect(number).toHaveAttribute('inputmode', 'tel');
    expect(number).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('keeps digits only when typing', async () => {
    const { number, onChange } = renderPhone();
    await userEvent.type(number, '2a0b2-5c5 5');
    expect(number).toHaveValue('202555');
    expect(onChange).toHaveBeenLastCalledWith({
      dialCode: '+1',
      countryCode: 'US',
      number: '202555',
    });
  });

  it('ignores letters entirely', async () => {
    const { number, onChange } = renderPhone();
    await userEvent.type(number, 'abc');
    expect(number).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('strips non-digits from pasted text', () => {
    const { number, onChange } = renderPhone();
    fireEvent.change(number, { target: { value: '(202) 555-0147' } });
    expect(number).toHaveValue('2025550147');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ number: '2025550147' }));
  });

  it('finds a dial code by typing it and reports country and dial code', async () => {
    const { picker, onChange } = renderPhone({ defaultValue: undefined });
    await userEvent.clear(picker);
    await userEvent.type(picker, '+49');
    await userEvent.click(screen.getByRole('option', { name: '+49 Germany' }));
    expect(onChange).toHaveBeenLastCalledWith({ dialCode: '+49', countryCode: 'DE', number: '' });
    expect(picker).toHaveValue('+49 Germany');
  });

  it('tells apart countries that share a dial code', async () => {
    const { picker, onChange } = renderPhone();
    await userEvent.clear(picker);
    await userEvent.type(picker, 'CA');
    await userEvent.click(screen.getByRole('option', { name: '+1 Canada' }));
    expect(onChange).toHaveBeenLastCalledWith({ dialCode: '+1', countryCode: 'CA', number: '' });
  });

  it('keeps the country when the picker text is cleared', async () => {
    const { picker, number, onChange } = renderPhone();
    await userEvent.clear(picker);
    await userEvent.click(number);
    expect(picker).toHaveValue('+1 United States');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ties the error message to the number input', () => {
    const { number } = renderPhone({
      description: 'We text a code to this number.',
      errorMessage: 'phoneNumber must be a valid phone number.',
    });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(
      'We text a code to this number. phoneNumber must be a valid phone number.',
    );
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [phone, setPhone] = useState<PhoneValue>({
        dialCode: '+44',
        countryCode: 'GB',
        number: '7700',
      });
      return (
        <>
          <PhoneField
            label="Phone number"
            countries={sampleCountries}
            value={phone}
            onChange={setPhone}
          />
          <output>{`${phone.dialCode} ${phone.number}`}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue(
      '+44 United Kingdom',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '9x0');
    expect(screen.getByRole('status')).toHaveTextContent('+44 770090');
  });

  it('disables both parts', () => {
    const { picker, number } = renderPhone({ isDisabled: true });
    expect(picker).toBeDisabled();
    expect(number).toBeDisabled();
  });
});
