import { useState } from 'react';
import { CURRENCIES, type Currency, type StaffProposal } from '@axia/core';
import { Button, Dialog, Select, Stack, TextField } from '@axia/design-system';
import { errorText } from '../../api/client';
import { ReasonField, useReason } from '../../components/Reason';
import * as common from '../../components/styles.css';

const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

/** 'Propose an adjustment': a manual credit (positive) or debit (negative), always a proposal for an approver. */
export function AdjustmentDialog({
  currencies,
  onPropose,
}: {
  /** The customer's account currencies. */
  currencies: readonly Currency[];
  onPropose(currency: Currency, amount: string, reason: string): Promise<StaffProposal>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Propose an adjustment
      </Button>
      {open && (
        <AdjustmentBody
          currencies={currencies}
          onPropose={onPropose}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function AdjustmentBody({
  currencies,
  onPropose,
  onClose,
}: {
  currencies: readonly Currency[];
  onPropose(currency: Currency, amount: string, reason: string): Promise<StaffProposal>;
  onClose(): void;
}) {
  const choices = currencies.length ? currencies : CURRENCIES;
  const [currency, setCurrency] = useState<Currency>(choices[0] ?? 'USD');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>(undefined);
  const reason = useReason();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    const value = amount.trim();
    const amountOk = SIGNED_DECIMAL.test(value) && !/^-?0+(\.0+)?$/.test(value);
    setAmountError(
      amountOk
        ? undefined
        : 'Enter a signed amount such as 25.00 (a credit) or -25.00 (a debit), not zero.',
    );
    const text = reason.check();
    if (!amountOk || text === null) return;
    setPending(true);
    setFailure(null);
    try {
      await onPropose(currency, value, text);
      onClose();
    } catch (error) {
      setFailure(errorText(error));
      setPending(false);
    }
  };
  return (
    <Dialog
      title="Propose an adjustment"
      description="A manual credit or debit of the customer's account. It takes effect when an approver approves it."
      isOpen
      onOpenChange={(isOpen) => !isOpen && !pending && onClose()}
      footer={
        <>
          <Button variant="secondary" isDisabled={pending} onPress={onClose}>
            Cancel
          </Button>
          <Button isPending={pending} onPress={() => void submit()}>
            Propose
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Select
          label="Currency"
          items={choices.map((code) => ({ id: code, label: code }))}
          selectedKey={currency}
          onSelectionChange={(id) => id && setCurrency(id as Currency)}
        />
        <TextField
          label="Amount"
          description="Positive credits the account; negative (a leading minus) debits it."
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          isRequired
          validationBehavior="aria"
          errorMessage={amountError}
        />
        <ReasonField reason={reason} />
        {failure && (
          <p role="alert" className={common.errorText}>
            {failure}
          </p>
        )}
      </Stack>
    </Dialog>
  );
}
