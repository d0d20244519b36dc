import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import {
  ADDRESS_FIELDS,
  ADDRESS_LABELS,
  CARD_MESSAGES,
  REQUIRED_ADDRESS_FIELDS,
  type AddressField,
  type CardDelivery,
} from '@axia/core';
import { COUNTRIES, DIALLABLE_COUNTRIES, findCountry } from '@axia/core/countries';
import {
  Button,
  Checkbox,
  ComboBox,
  PhoneField,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@axia/design-system';
import { useServices } from '../../kit';
import type { AddressKind } from './AddressStore';
import type { ApplyStore } from './ApplyStore';
import { APPLY_TEXT as TEXT } from './messages';
import * as styles from './apply.css';

const COUNTRY_ITEMS = COUNTRIES.map((country) => ({ id: country.code, label: country.name }));
const PHONE_COUNTRIES = DIALLABLE_COUNTRIES.map((country) => ({
  code: country.code,
  name: country.name,
  dialCode: country.dialCode,
}));

/** A label with the required mark (hidden from screen readers, which hear 'required' from the field). */
function Label({ field }: { field: AddressField }) {
  return (
    <>
      {ADDRESS_LABELS[field]}
      {REQUIRED_ADDRESS_FIELDS.includes(field) && <span aria-hidden="true"> *</span>}
    </>
  );
}

/**
 * Step 1, Address (§4, §5): the card currency, with the physical-card feature the physical card, its delivery and
 * the phone; the billing and shipping addresses with 'Same as billing address'.
 */
export const AddressStep = observer(function AddressStep({ store }: { store: ApplyStore }) {
  const shown = store.showErrors.includes(1);
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <h3 className={styles.sectionHeading}>{TEXT.cardOptions}</h3>
        <RadioGroup
          label={TEXT.currency}
          value={store.address.cardTypeCode}
          onChange={(code) => store.address.chooseCardType(code)}
          errorMessage={shown ? (store.address.currencyError ?? undefined) : undefined}
          isRequired
        >
          {store.cardTypes.map((type) => (
            <Radio key={type.code} value={type.code}>
              {TEXT.cardTypeOption(type.currency, type.name)}
            </Radio>
          ))}
        </RadioGroup>
        {store.address.physicalFeature && (
          <>
            <Checkbox
              isSelected={store.address.physical}
              onChange={(selected) => store.address.setPhysical(selected)}
              description={TEXT.physicalDescription}
            >
              {TEXT.physical}
            </Checkbox>
            {store.address.physical && (
              <RadioGroup
                label={TEXT.delivery}
                value={store.address.delivery}
                onChange={(delivery) => store.address.setDelivery(delivery as CardDelivery)}
              >
                <Radio value="Standard">{TEXT.standard}</Radio>
                {store.address.courierFeature && (
                  <Radio value="Courier" description={TEXT.courierDescription}>
                    {TEXT.courier}
                  </Radio>
                )}
              </RadioGroup>
            )}
            <PhoneField
              label={
                <>
                  {TEXT.phone}
                  <span aria-hidden="true"> *</span>
                </>
              }
              countries={PHONE_COUNTRIES}
              value={store.address.phone}
              onChange={(phone) => store.address.setPhone(phone)}
              errorMessage={shown ? (store.address.phoneError ?? undefined) : undefined}
              isRequired
            />
          </>
        )}
      </Stack>
      <AddressSection store={store} kind="billing" />
      <Checkbox
        isSelected={store.address.sameAsBilling}
        onChange={(selected) => store.address.setSameAsBilling(selected)}
      >
        {TEXT.sameAsBilling}
      </Checkbox>
      {!store.address.sameAsBilling && <AddressSection store={store} kind="shipping" />}
    </Stack>
  );
});

/**
 * One address: shown (a description list with an Edit action) or open for editing (the fields with their required
 * marks and '{Label} is required!', and Save, whose toast says 'Billing address updated successfully.' …). Invalid
 * characters: 'Your billing address contains invalid letters.' (or shipping) listing them.
 */
const AddressSection = observer(function AddressSection({
  store,
  kind,
}: {
  store: ApplyStore;
  kind: AddressKind;
}) {
  const { notify } = useServices();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const invalidId = useId();
  const title = kind === 'billing' ? TEXT.billing : TEXT.shipping;
  const address = kind === 'billing' ? store.address.billing : store.address.shipping;
  const editing = store.address.editing[kind];
  const required = store.address.showAddressErrors(kind) ? store.address.requiredErrors(kind) : {};
  const invalidMessage = store.address.invalidMessage(kind);
  const invalid = store.address.invalidCharacters(kind);

  const save = () => {
    const message = store.address.saveAddress(kind);
    if (message) {
      notify({ tone: 'success', title: message });
      headingRef.current?.focus();
    }
  };

  return (
    <section aria-labelledby={`${invalidId}-heading`}>
      <Stack gap="md">
        <h3
          id={`${invalidId}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className={styles.sectionHeading}
        >
          {title}
        </h3>
        {invalidMessage && (
          <div className={styles.invalid} id={invalidId} role="alert">
            <p className={styles.error}>{invalidMessage}</p>
            <p className={`${styles.text} ${styles.chars}`}>
              {CARD_MESSAGES.invalidCharacters(invalid)}
            </p>
          </div>
        )}
        {editing ? (
          <Stack gap="md">
            {ADDRESS_FIELDS.map((field, index) =>
              field === 'addressCountry' ? (
                <ComboBox
                  key={field}
                  label={<Label field={field} />}
                  items={COUNTRY_ITEMS}
                  selectedKey={address.addressCountry || null}
                  onSelectionChange={(code) =>
                    store.address.setAddressField(kind, field, code ?? '')
                  }
                  errorMessage={required[field]}
                  isRequired
                  validationBehavior="aria"
                />
              ) : (
                <TextField
                  key={field}
                  label={<Label field={field} />}
                  value={address[field]}
                  onChange={(value) => store.address.setAddressField(kind, field, value)}
                  errorMessage={required[field]}
                  isRequired={REQUIRED_ADDRESS_FIELDS.includes(field)}
                  // Our messages only (§5 '{Label} is required!', spaces count as empty): never the browser's
                  // 'Please fill out this field.' (issue 29 §7).
                  validationBehavior="aria"
                  autoFocus={index === 0 && invalid.length > 0}
                  aria-describedby={invalidMessage ? invalidId : undefined}
                />
              ),
            )}
            <div>
              <Button variant="secondary" onPress={save}>
                {TEXT.saveAddress(title)}
              </Button>
            </div>
          </Stack>
        ) : (
          <Stack gap="sm">
            <dl className={styles.details}>
              {ADDRESS_FIELDS.map((field) => (
                <div key={field} style={{ display: 'contents' }}>
                  <dt className={styles.term}>{ADDRESS_LABELS[field]}</dt>
                  <dd className={styles.definition}>
                    {field === 'addressCountry'
                      ? (findCountry(address[field])?.name ?? address[field])
                      : address[field] || '—'}
                  </dd>
                </div>
              ))}
            </dl>
            <div>
              <Button
                variant="secondary"
                onPress={() => store.address.editAddress(kind)}
                aria-describedby={invalidMessage ? invalidId : undefined}
              >
                {TEXT.editAddress(title)}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </section>
  );
});
