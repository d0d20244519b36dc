import { describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES, createBankClient } from '@axia/core';
import { fakeTransport } from '../../kit/testing';
import { ApplyStore } from './ApplyStore';
import { cardResponses, cardUser, longNameUser, physicalCardUser } from './fixtures';

// The wizard's rules without the screen: the name, the addresses, the phone, the body sent, edit mode.

async function ready(user = cardUser, options: ConstructorParameters<typeof ApplyStore>[2] = {}) {
  const api = createBankClient(fakeTransport(cardResponses({ getUser: user })));
  const store = new ApplyStore(api, user.features, { delay: async () => {}, ...options });
  await store.load();
  return store;
}

describe('ApplyStore', () => {
  it('alternative names are sent (useAlternativeName) when the profile name does not fit', async () => {
    const store = await ready(longNameUser);
    expect(store.holder.nameMessage).toBe(CARD_MESSAGES.nameTooLong);
    expect(store.issueBody).toMatchObject({
      useAlternativeName: true,
      alternativeFirstName: 'Max',
      alternativeLastName: 'Feather',
    });
  });

  it('step 1 messages: currency, phone (physical-card feature), required fields, invalid characters', async () => {
    const store = await ready({ ...physicalCardUser, phoneNumber: null });
    store.next();
    expect(store.step).toBe(1);
    expect(store.address.currencyError).toBe(CARD_MESSAGES.selectCurrency);
    expect(store.address.phoneError).toBe(CARD_MESSAGES.enterPhone);
    store.address.setPhone({ dialCode: '+1', countryCode: 'US', number: '12345678' });
    expect(store.address.phoneError).toBe(CARD_MESSAGES.invalidPhone);
    store.address.setPhone({ dialCode: '+1', countryCode: 'US', number: '2065550123' });
    store.address.chooseCardType('NORMAL_USD');
    store.address.setAddressField('billing', 'addressCity', '');
    expect(store.address.requiredErrors('billing')).toEqual({ addressCity: 'City is required!' });
    store.address.setAddressField('billing', 'addressCity', 'Seattle;');
    expect(store.address.invalidMessage('billing')).toBe(CARD_MESSAGES.billingInvalid);
    expect(store.address.invalidCharacters('billing')).toEqual([';']);
    expect(store.next()).toBe(false);
    store.address.setAddressField('billing', 'addressCity', 'Seattle');
    expect(store.next()).toBe(true);
    expect(store.address.formattedPhone).toBe('+1 206-555-0123');
  });

  it("starts the dial code at the customer's country when the profile has no phone", async () => {
    const german = await ready({
      ...physicalCardUser,
      addressCountry: 'DE',
      phoneCountryCode: null,
      phoneNumber: null,
    });
    expect(german.address.phone).toEqual({ dialCode: '+49', countryCode: 'DE', number: '' });
    // A saved phone keeps its own dial code.
    expect((await ready(physicalCardUser)).address.phone.dialCode).toBe('+1');
  });

  it("'Same as billing address' sends the billing address as the delivery address", async () => {
    const store = await ready();
    store.address.setAddressField('shipping', 'addressCity', 'Portland');
    store.address.setSameAsBilling(true);
    store.address.setAddressField('billing', 'addressCity', 'Tacoma');
    expect(store.issueBody).toMatchObject({ addressCity: 'Tacoma', deliveryCity: 'Tacoma' });
  });

  it('without the physical-card feature, no physical card, no Courier, no phone required', async () => {
    const store = await ready();
    store.address.setPhysical(true);
    store.address.setDelivery('Courier');
    expect(store.address.physical).toBe(false);
    expect(store.address.delivery).toBe('Standard');
    expect(store.address.phoneError).toBeNull();
  });

  it('submit without the agreement sends nothing; edit mode sends nothing at all', async () => {
    const issueCard = vi.fn();
    const api = createBankClient(fakeTransport(cardResponses({ issueCard })));
    const store = new ApplyStore(api, cardUser.features, {
      mode: 'edit',
      initial: { step: 3, cardTypeCode: 'NORMAL_USD', source: { fromAccountId: 'acc-usd' } },
    });
    await store.load();
    await store.payment.sources.load();
    await vi.waitFor(() =>
      expect(store.agreement.agreementReady && store.payment.summary).toBeTruthy(),
    );
    expect(await store.submit()).toBe(false);
    store.agreement.setAgreed(true);
    expect(await store.submit()).toBe(true);
    expect(issueCard).not.toHaveBeenCalled();
  });
});
