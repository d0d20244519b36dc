import { useId, useState, type ReactNode } from 'react';
import { SOURCES_OF_FUNDS } from '@axia/core';
import { Checkbox, Select, TextField, VisuallyHidden } from '@axia/design-system';
import { MONEY_TEXT } from './messages';
import * as styles from './money.css';
import { isSourceOfFunds, otherTextMissing, type SourceOfFundsValue } from './sourceOfFunds';

const SOURCE_ITEMS = SOURCES_OF_FUNDS.map((source) => ({ id: source, label: source }));

export interface SourceOfFundsFieldsProps {
  value: SourceOfFundsValue;
  onChange: (value: SourceOfFundsValue) => void;
  /** The member's full name, shown as the signature. */
  signature: string;
  /** Today, YYYY-MM-DD. */
  date: string;
  /** Why the declaration is asked for, under the legend. */
  description?: ReactNode;
  /** The checkbox's words: the spec's (a deposit) by default; a transfer out names what it is. */
  declaration?: string;
  /** Shows every error now (e.g. after a wizard's Next), not only once a field is left. */
  showErrors?: boolean;
  isDisabled?: boolean;
  /** The bank's refusal of the signature or the date (issue 29 #2), shown with them and announced. */
  signerError?: string | null;
}

/**
 * Seed 001 §5: the source-of-funds declaration as one group of fields. A source out of Personal Investment,
 * Income, Gift, Inheritance, Other ('Select Source of Funds' counts as not chosen); for Other, its text (an error
 * tied to the field once it is left blank); the declaration checkbox; the member's full name as signature and
 * today's date. Controlled: the form (the deposit confirmation, the wire deposit wizard) holds the value and sends
 * `sourceOfFundsDeclaration(value, signature, date)`.
 */
export function SourceOfFundsFields({
  value,
  onChange,
  signature,
  date,
  description,
  declaration = MONEY_TEXT.declaration,
  showErrors = false,
  isDisabled,
  signerError,
}: SourceOfFundsFieldsProps) {
  const descriptionId = useId();
  const signerErrorId = useId();
  const [otherLeft, setOtherLeft] = useState(false);
  const otherError =
    (showErrors || otherLeft) && otherTextMissing(value)
      ? MONEY_TEXT.otherSourceRequired
      : undefined;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={
        [description && descriptionId, signerError && signerErrorId].filter(Boolean).join(' ') ||
        undefined
      }
      disabled={isDisabled}
    >
      <legend className={styles.legend}>{MONEY_TEXT.sourceOfFundsLegend}</legend>
      {description && (
        <p id={descriptionId} className={styles.muted}>
          {description}
        </p>
      )}
      <Select
        label={MONEY_TEXT.sourceOfFundsLabel}
        placeholder={MONEY_TEXT.sourceOfFundsPlaceholder}
        items={SOURCE_ITEMS}
        selectedKey={value.source || null}
        onSelectionChange={(id) => {
          setOtherLeft(false);
          onChange({ ...value, source: isSourceOfFunds(id) ? id : '' });
        }}
        isRequired
        isDisabled={isDisabled}
      />
      {value.source === 'Other' && (
        <TextField
          label={MONEY_TEXT.otherSourceLabel}
          value={value.otherText}
          onChange={(otherText) => onChange({ ...value, otherText })}
          onBlur={() => setOtherLeft(true)}
          errorMessage={otherError}
          isRequired
          isDisabled={isDisabled}
          validationBehavior="aria"
          maxLength={500}
        />
      )}
      <Checkbox
        isSelected={value.accepted}
        onChange={(accepted) => onChange({ ...value, accepted })}
        isRequired
        isDisabled={isDisabled}
        validationBehavior="aria"
      >
        {declaration}
      </Checkbox>
      <dl className={styles.details}>
        <dt className={styles.term}>{MONEY_TEXT.signature}</dt>
        <dd className={`${styles.definition} ${styles.signature}`}>{signature}</dd>
        <dt className={styles.term}>{MONEY_TEXT.declarationDate}</dt>
        <dd className={styles.definition}>{date}</dd>
      </dl>
      {signerError && (
        <p id={signerErrorId} role="alert" className={styles.errorMessage}>
          {signerError}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A polite live region, present whether or not the declaration is asked for, that says so when the declaration's
 * group appears below the amount being typed: without it the new fields arrive silently (issue 28).
 */
export function DeclarationAnnouncement({ shown }: { shown: boolean }) {
  return (
    <div role="status">
      <VisuallyHidden>{shown ? MONEY_TEXT.declarationAppeared : ''}</VisuallyHidden>
    </div>
  );
}
