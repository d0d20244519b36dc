import { makeAutoObservable } from 'mobx';
import {
  addressErrors,
  ADDRESS_FIELDS,
  CARD_FLAGS,
  CARD_LIMITS,
  CARD_MESSAGES,
  cardPhoneError,
  formatCardPhone,
  invalidAddressCharacters,
  isCardCurrency,
  type AddressField,
  type CardAddress,
  type CardCurrency,
  type CardDelivery,
  type CardType,
  type FeatureFlag,
  type User,
} from '@axia/core';
import { defaultPhoneCountry } from '@axia/core/countries';

// Step 1 of /cards/apply, Address (seed 002 §4, §5 Address / Card wizard): the card currency (a card type; 'Please
// select currency to apply for your card!'), with the physical-card feature (CARD_COURIER_OPTION) the physical card
// and its delivery (Standard or Courier) and the phone (required, ≥ 9 digits, formatted on leaving the step); the
// billing address (from the profile) and the shipping address ('Same as billing address'); '{Label} is required!';
// invalid characters ('Your billing address contains invalid letters.' …) with an Edit action whose Save says
// 'Billing address updated successfully.' ….

export type AddressKind = 'billing' | 'shipping';

interface PhoneInput {
  dialCode: string;
  countryCode: string;
  /** Digits only. */
  number: string;
}

/** The state a story or test may start step 1 from. */
export type AddressSnapshot = Partial<
  Pick<
    AddressStore,
    'cardTypeCode' | 'physical' | 'delivery' | 'phone' | 'billing' | 'shipping' | 'sameAsBilling'
  >
> & { editing?: Partial<Record<AddressKind, boolean>> };

/** What the step reads from the wizard. */
interface AddressWizard {
  /** The card types of the customer's country (GET /card/cardTypes). */
  cardTypes: () => readonly CardType[];
  /** The customer's profile once read (GET /user). */
  profile: () => User | null;
  /** Next was pressed on this step: the required-field messages show. */
  nextPressed: () => boolean;
}

const emptyAddress = (): CardAddress => ({
  addressLine1: '',
  addressLine2: '',
  addressCity: '',
  addressState: '',
  addressPostalCode: '',
  addressCountry: '',
});

const profileAddress = (user: User): CardAddress => ({
  addressLine1: user.addressLine1 ?? '',
  addressLine2: user.addressLine2 ?? '',
  addressCity: user.addressCity ?? '',
  addressState: user.addressState ?? '',
  addressPostalCode: user.addressPostalCode ?? '',
  addressCountry: user.addressCountry ?? '',
});

const isEmpty = (address: CardAddress) => ADDRESS_FIELDS.every((field) => !address[field]);

export class AddressStore {
  cardTypeCode: string | null = null;
  physical = false;
  delivery: CardDelivery = 'Standard';
  phone: PhoneInput = {
    dialCode: CARD_LIMITS.defaultDialCode,
    countryCode: CARD_LIMITS.defaultPhoneCountry,
    number: '',
  };
  /** The phone as sent: dial code plus ddd-ddd-dddd (formatted on leaving the step). */
  formattedPhone = '';
  billing: CardAddress = emptyAddress();
  shipping: CardAddress = emptyAddress();
  sameAsBilling = false;
  /** Addresses open for editing (an incomplete one starts open; an invalid one opens by its Edit action). */
  editing: Record<AddressKind, boolean> = { billing: false, shipping: false };
  /** Save was pressed on an address with problems: its errors show. */
  saveTried: Record<AddressKind, boolean> = { billing: false, shipping: false };

  readonly physicalFeature: boolean;
  readonly courierFeature: boolean;

  constructor(
    private readonly wizard: AddressWizard,
    features: readonly FeatureFlag[],
    initial: AddressSnapshot = {},
  ) {
    this.physicalFeature = features.includes(CARD_FLAGS.physical);
    this.courierFeature = this.physicalFeature && features.includes(CARD_FLAGS.courier);
    const { editing, ...rest } = initial;
    Object.assign(this, rest);
    if (editing) this.editing = { ...this.editing, ...editing };
    makeAutoObservable<AddressStore, 'wizard'>(this, {
      wizard: false,
      physicalFeature: false,
      courierFeature: false,
    });
  }

  /** The profile's addresses and phone where none were given; an incomplete address opens for editing. */
  prefill(user: User) {
    if (isEmpty(this.billing)) this.billing = profileAddress(user);
    if (isEmpty(this.shipping)) this.shipping = profileAddress(user);
    if (!this.phone.number && user.phoneNumber) {
      this.phone = {
        dialCode: user.phoneCountryCode ?? CARD_LIMITS.defaultDialCode,
        countryCode: this.phone.countryCode,
        number: user.phoneNumber.replace(/\D+/g, ''),
      };
    } else if (!this.phone.number) {
      // No phone on the profile: start at the customer's country (a German customer at +49), else +1.
      const home = defaultPhoneCountry(user.addressCountry);
      this.phone = { dialCode: home.dialCode, countryCode: home.code, number: '' };
    }
    // An incomplete address cannot be shown only: it opens for editing.
    for (const kind of ['billing', 'shipping'] as const)
      if (Object.keys(addressErrors(this[kind])).length > 0) this.editing[kind] = true;
  }

  get cardType(): CardType | null {
    return this.wizard.cardTypes().find((type) => type.code === this.cardTypeCode) ?? null;
  }

  get cardCurrency(): CardCurrency | null {
    const currency = this.cardType?.currency;
    return currency && isCardCurrency(currency) ? currency : null;
  }

  /** The agreement's region: the card type's, else the customer's. */
  get region() {
    return this.cardType?.region ?? this.wizard.profile()?.region ?? null;
  }

  chooseCardType(code: string) {
    this.cardTypeCode = code;
  }

  setPhysical(physical: boolean) {
    if (!this.physicalFeature) return;
    this.physical = physical;
    if (!physical) this.delivery = 'Standard';
  }

  setDelivery(delivery: CardDelivery) {
    if (delivery === 'Courier' && !this.courierFeature) return;
    this.delivery = delivery;
  }

  /** The courier variant (§4): physical + Courier, loaded after activation. */
  get courierVariant(): boolean {
    return this.physical && this.delivery === 'Courier' && this.courierFeature;
  }

  setPhone(phone: PhoneInput) {
    this.phone = { ...phone, number: phone.number.replace(/\D+/g, '') };
  }

  setAddressField(kind: AddressKind, field: AddressField, value: string) {
    this[kind] = { ...this[kind], [field]: value };
  }

  setSameAsBilling(same: boolean) {
    this.sameAsBilling = same;
    if (same) {
      this.shipping = { ...this.billing };
      this.editing.shipping = false;
      this.saveTried.shipping = false;
    }
  }

  /** The shipping address as sent: a copy of the billing one while 'Same as billing address' is ticked. */
  get shippingAddress(): CardAddress {
    return this.sameAsBilling ? this.billing : this.shipping;
  }

  private addressOf(kind: AddressKind) {
    return kind === 'billing' ? this.billing : this.shippingAddress;
  }

  /** '{Label} is required!' per missing field. */
  requiredErrors(kind: AddressKind) {
    return addressErrors(this.addressOf(kind));
  }

  /** The characters breaking §5's rule (only spaces, letters or numbers), each once. */
  invalidCharacters(kind: AddressKind): string[] {
    return invalidAddressCharacters(this.addressOf(kind));
  }

  /** 'Your billing address contains invalid letters.' / 'Your shipping address contains invalid letters.', or null. */
  invalidMessage(kind: AddressKind): string | null {
    if (this.invalidCharacters(kind).length === 0) return null;
    return kind === 'billing' ? CARD_MESSAGES.billingInvalid : CARD_MESSAGES.shippingInvalid;
  }

  /** Whether the required-field messages of an address show (after Save or Next was pressed). */
  showAddressErrors(kind: AddressKind) {
    return this.saveTried[kind] || this.wizard.nextPressed();
  }

  editAddress(kind: AddressKind) {
    this.editing[kind] = true;
  }

  /**
   * Saves an edited address: with a missing field or an invalid character it stays open with its messages (null);
   * else it closes and the toast's text is returned ('Billing address updated successfully.' …).
   */
  saveAddress(kind: AddressKind): string | null {
    this.saveTried[kind] = true;
    const problems =
      Object.keys(this.requiredErrors(kind)).length > 0 || this.invalidCharacters(kind).length > 0;
    if (problems) return null;
    this.editing[kind] = false;
    this.saveTried[kind] = false;
    if (kind === 'billing' && this.sameAsBilling) this.shipping = { ...this.billing };
    return kind === 'billing' ? CARD_MESSAGES.billingUpdated : CARD_MESSAGES.shippingUpdated;
  }

  get currencyError(): string | null {
    return this.cardTypeCode ? null : CARD_MESSAGES.selectCurrency;
  }

  /** With the physical-card feature the phone is required (§5). */
  get phoneError(): string | null {
    return this.physicalFeature ? cardPhoneError(this.phone.number, this.phone.dialCode) : null;
  }

  get valid(): boolean {
    return (
      !this.currencyError &&
      !this.phoneError &&
      (['billing', 'shipping'] as const).every(
        (kind) =>
          Object.keys(this.requiredErrors(kind)).length === 0 &&
          this.invalidCharacters(kind).length === 0,
      )
    );
  }

  /** Leaving the step forward: the phone is formatted as sent, the addresses close. */
  leave() {
    this.formattedPhone = this.phone.number
      ? formatCardPhone(this.phone.dialCode, this.phone.number)
      : '';
    this.editing = { billing: false, shipping: false };
  }

  /** The addresses, phone and physical card, as the issue request sends them (§3; the card type aside). */
  get issueFields() {
    const billing = this.billing;
    const shipping = this.shippingAddress;
    return {
      addressLine1: billing.addressLine1.trim(),
      addressLine2: billing.addressLine2.trim(),
      addressCity: billing.addressCity.trim(),
      addressState: billing.addressState.trim(),
      addressCountry: billing.addressCountry.trim(),
      addressPostalCode: billing.addressPostalCode.trim(),
      deliveryAddress1: shipping.addressLine1.trim(),
      deliveryAddress2: shipping.addressLine2.trim(),
      deliveryCity: shipping.addressCity.trim(),
      deliveryCountryState: shipping.addressState.trim(),
      deliveryCountryCode: shipping.addressCountry.trim(),
      deliveryPostCode: shipping.addressPostalCode.trim(),
      ...(this.formattedPhone && { phoneNumber: this.formattedPhone }),
      convertToPlastic: this.physical,
      ...(this.physical && { delivery: this.delivery }),
    };
  }
}
