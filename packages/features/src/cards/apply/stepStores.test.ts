import { describe, expect, it, vi } from 'vitest';
import { CARD_FLAGS, CARD_MESSAGES, type CardAgreement, type User } from '@axia/core';
import { AddressStore } from './AddressStore';
import { AgreementStore } from './AgreementStore';
import { agreement, agreementWithoutBody, cardTypes, cardUser, longNameUser } from './fixtures';
import { HolderStore } from './HolderStore';

// Each step's store on its own, given only what it reads from the wizard.

const addressOf = (
  features: User['features'] = [],
  profile: User | null = cardUser,
  nextPressed = false,
) =>
  new AddressStore(
    { cardTypes: () => cardTypes, profile: () => profile, nextPressed: () => nextPressed },
    features,
  );

describe('HolderStore (step 0)', () => {
  it('asks for alternative names only when the profile name does not fit; says so once touched', () => {
    expect(new HolderStore(() => cardUser).alternativeNameError).toBeNull();
    const holder = new HolderStore(() => longNameUser);
    expect(holder.useAlternativeName).toBe(true);
    expect(holder.alternativeNameError).toBe('Enter both names for the card.');
    expect(holder.shownAlternativeNameError).toBeNull();
    holder.setAlternativeFirstName(' Max ');
    expect(holder.shownAlternativeNameError).toBe('Enter both names for the card.');
    holder.setAlternativeLastName('Feather');
    expect(holder.shownAlternativeNameError).toBeNull();
    expect(holder.issueFields).toEqual({
      useAlternativeName: true,
      alternativeFirstName: 'Max',
      alternativeLastName: 'Feather',
    });
  });
});

describe('AddressStore (step 1)', () => {
  it('the region is the card type’s, else the profile’s; no physical card without its feature', () => {
    const address = addressOf();
    expect(address.region).toBe('NORTH_AMERICA');
    address.chooseCardType('NORMAL_USD');
    expect(address.cardCurrency).toBe('USD');
    address.setPhysical(true);
    expect(address.physical).toBe(false);
    expect(addressOf([], null).region).toBeNull();
  });

  it('the courier variant needs both features; leaving formats the phone and closes the addresses', () => {
    const address = addressOf([CARD_FLAGS.physical, CARD_FLAGS.courier]);
    address.setPhysical(true);
    address.setDelivery('Courier');
    expect(address.courierVariant).toBe(true);
    address.setPhone({ dialCode: '+1', countryCode: 'US', number: '(206) 555-0123' });
    address.editAddress('billing');
    address.leave();
    expect(address.formattedPhone).toBe('+1 206-555-0123');
    expect(address.editing).toEqual({ billing: false, shipping: false });
  });

  it('required-field messages show after Save on that address or after Next on the step', () => {
    expect(addressOf().showAddressErrors('billing')).toBe(false);
    expect(addressOf([], cardUser, true).showAddressErrors('billing')).toBe(true);
    const address = addressOf();
    address.setAddressField('billing', 'addressCity', '');
    expect(address.saveAddress('billing')).toBeNull();
    expect(address.showAddressErrors('billing')).toBe(true);
    expect(address.currencyError).toBe(CARD_MESSAGES.selectCurrency);
  });
});

describe('AgreementStore (step 3)', () => {
  const api = (answer: CardAgreement) => ({ getCardAgreement: vi.fn(async () => answer) });

  it('reads the region’s agreement once; accepted only once agreed', async () => {
    const bank = api(agreement);
    const store = new AgreementStore(bank, () => 'NORTH_AMERICA');
    await store.loadAgreement();
    await store.loadAgreement();
    expect(bank.getCardAgreement).toHaveBeenCalledTimes(1);
    expect(bank.getCardAgreement).toHaveBeenCalledWith({ params: { region: 'NORTH_AMERICA' } });
    expect(store.accepted).toBe(false);
    store.openAgreement();
    store.closeAgreement(true);
    expect(store.agreementOpen).toBe(false);
    expect(store.accepted).toBe(true);
  });

  it('terms without a body are missing: never accepted; no region, nothing read', async () => {
    const store = new AgreementStore(api(agreementWithoutBody), () => 'NORTH_AMERICA', {
      agreed: true,
    });
    await store.loadAgreement();
    expect(store.termsMissing).toBe(true);
    expect(store.accepted).toBe(false);
    const bank = api(agreement);
    await new AgreementStore(bank, () => null).loadAgreement();
    expect(bank.getCardAgreement).not.toHaveBeenCalled();
  });
});
