import { useState } from 'react';
import {
  WIRE_BENEFICIARY_CURRENCY,
  WIRE_BENEFICIARY_LABELS as LABELS,
  type Beneficiary,
  type WireBeneficiaryField,
} from '@axia/core';
import { AlertDialog, Button, Dialog, Select, Stack, TextField } from '@axia/design-system';
import { useServices } from '../../kit';
import { errorText } from '../../kit/errors';
import * as money from '../../kit/money/money.css';
import { WIRE_TRANSFER_TEXT as TEXT } from './messages';
import {
  EMPTY_WIRE_RECIPIENT,
  wireRecipientBody,
  wireRecipientErrors,
  wireRecipientValues,
  type WireRecipientErrors,
  type WireRecipientValues,
} from './model';

export interface WireRecipientDialogProps {
  /** The recipient edited; none: a new one is created. */
  recipient?: Beneficiary | null;
  isOpen: boolean;
  onClose: () => void;
  /** After the bank saved it ('Recipient has been created.' / '…updated.' is notified here). */
  onSaved: (recipient: Beneficiary) => void;
  /** Starts with these values (stories and tests). */
  initialValues?: WireRecipientValues;
  /** Starts with these errors shown (stories). */
  initialErrors?: WireRecipientErrors;
}

const CURRENCY_ITEMS = [{ id: WIRE_BENEFICIARY_CURRENCY, label: TEXT.currencyName }];

const REQUIRED_TEXT_FIELDS = [
  'alias',
  'beneficiaryBankName',
  'beneficiaryBankAddress',
  'beneficiaryBankSwiftOrABA',
  'beneficiaryName',
  'beneficiaryAddress',
  'beneficiaryIBAN',
] as const satisfies readonly WireBeneficiaryField[];
const OPTIONAL_FIELDS = [
  'intermediaryBankName',
  'intermediaryBankAddress',
  'intermediaryBankSwiftOrABA',
] as const satisfies readonly WireBeneficiaryField[];

/**
 * The wire recipient's create and edit modals (seed 001 §2 'Wire beneficiary form fields', §5, §7, §8): the
 * beneficiary currency (US Dollar only), alias, bank name, address and ABA/SWIFT/BIC, the beneficiary's name,
 * address and IBAN/account number, the optional intermediary bank and special instructions/reference. Blank
 * required ones say 'The ... field is required' (cleared on editing); values are trimmed. Create → POST
 * /beneficiary/wire-transfer/add ('Recipient has been created.'; a refusal opens 'Cannot Add Recipient'); edit →
 * PUT /beneficiary/update with updateData ('Recipient has been updated.'; a refusal opens 'Error').
 */
export function WireRecipientDialog({
  recipient,
  isOpen,
  onClose,
  onSaved,
  initialValues,
  initialErrors = {},
}: WireRecipientDialogProps) {
  const { api, notify } = useServices();
  const editing = Boolean(recipient);
  const [values, setValues] = useState<WireRecipientValues>(
    () => initialValues ?? (recipient ? wireRecipientValues(recipient) : EMPTY_WIRE_RECIPIENT),
  );
  const [errors, setErrors] = useState<WireRecipientErrors>(initialErrors);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: WireBeneficiaryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const save = async () => {
    const found = wireRecipientErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || pending) return;
    const body = wireRecipientBody(values);
    setPending(true);
    try {
      const saved = recipient
        ? await api.updateBeneficiary({
            body: {
              id: recipient.id,
              beneficiaryName: body.alias,
              type: 'WIRE_TRANSFER',
              updateData: body,
            },
          })
        : await api.addWireBeneficiary({ body });
      notify({ tone: 'success', title: editing ? TEXT.updated : TEXT.created });
      onSaved(saved);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };

  const text = (field: WireBeneficiaryField, required: boolean) => (
    <TextField
      key={field}
      label={LABELS[field]}
      value={values[field]}
      onChange={(value) => set(field, value)}
      errorMessage={errors[field]}
      isRequired={required}
      validationBehavior="aria"
      autoComplete="off"
    />
  );

  return (
    <>
      <Dialog
        title={editing ? TEXT.editTitle : TEXT.createTitle}
        isOpen={isOpen}
        isDismissable={!pending}
        onOpenChange={(open) => {
          if (!open && !pending) onClose();
        }}
        size="large"
        footer={
          <>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              {TEXT.cancel}
            </Button>
            <Button isPending={pending} onPress={() => void save()}>
              {TEXT.save}
            </Button>
          </>
        }
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack gap="md">
            <Select
              label={LABELS.currency}
              items={CURRENCY_ITEMS}
              selectedKey={values.currency || null}
              onSelectionChange={(id) => set('currency', id ?? '')}
              errorMessage={errors.currency}
              isRequired
            />
            {REQUIRED_TEXT_FIELDS.map((field) => text(field, true))}
            <fieldset className={money.fieldset}>
              <legend className={money.legend}>{TEXT.intermediary}</legend>
              <Stack gap="md">{OPTIONAL_FIELDS.map((field) => text(field, false))}</Stack>
            </fieldset>
            {text('instructionsAndReference', false)}
          </Stack>
        </form>
      </Dialog>
      <AlertDialog
        title={editing ? TEXT.updateFailed : TEXT.cannotAdd}
        isOpen={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        confirmLabel={TEXT.ok}
        cancelLabel={TEXT.close}
        onConfirm={() => setFailure(null)}
        onCancel={() => setFailure(null)}
      >
        {failure}
      </AlertDialog>
    </>
  );
}
