import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { CARD_LIMITS, decimalsFor } from '@axia/core';
import { Amount, Button, EmptyState, Icon, MonthPicker, Stack, Table } from '@axia/design-system';
import { STATEMENT_TEXT } from '../messages';
import * as styles from './CardStatement.css';
import type { CardStatementStore } from './CardStatementStore';

export interface CardStatementProps {
  store: CardStatementStore;
  /** The printing's wait and the print itself (tests replace window.print). */
  print?: () => void;
}

const monthName = (month: string) => dayjs(`${month}-01`).format('MMMM YYYY');

/**
 * The Transactions tab: the month picker (the current month by default, none after it), the month's rows (date,
 * description, signed amount, currency) or 'No transactions', and Print: a 'Printed {timestamp}' line, a wait of
 * CARD_LIMITS.printDelayMs (1 s), then the browser's print of this section alone.
 */
export const CardStatement = observer(function CardStatement({
  store,
  print = () => window.print(),
}: CardStatementProps) {
  const [printedAt, setPrintedAt] = useState<Date | null>(null);
  const [printing, setPrinting] = useState(false);
  const timer = useRef<number | null>(null);

  useEffect(() => {
    if (store.statement.status === 'loading') void store.load();
    return () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    };
  }, [store]);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const startPrint = () => {
    setPrintedAt(store.clock());
    setPrinting(true);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      print();
      setPrinting(false);
    }, CARD_LIMITS.printDelayMs);
  };

  const read = store.statement;
  const rows =
    read.status === 'ready'
      ? read.value.transactions.map((row) => ({
          id: row.id,
          date: dayjs(row.date).format('YYYY-MM-DD'),
          description: row.description,
          amount: (
            <Amount
              value={row.amount}
              currency={row.currency}
              decimals={decimalsFor(row.currency)}
              signed
              creditLabel={STATEMENT_TEXT.credit}
              debitLabel={STATEMENT_TEXT.debit}
            />
          ),
        }))
      : [];

  return (
    <section className={styles.section} data-card-printing={printing ? 'true' : undefined}>
      <Stack gap="md">
        <div className={styles.controls}>
          <MonthPicker
            label={STATEMENT_TEXT.month}
            value={store.month}
            onChange={(value) => store.setMonth(value)}
            today={store.today}
          />
          <Button
            variant="secondary"
            icon={<Icon name="file" />}
            isPending={printing}
            isDisabled={read.status !== 'ready'}
            onPress={startPrint}
          >
            {STATEMENT_TEXT.print}
          </Button>
        </div>
        {printedAt && (
          <p className={styles.printed}>
            {STATEMENT_TEXT.printed(dayjs(printedAt).format('YYYY-MM-DD HH:mm:ss'))}
          </p>
        )}
        {read.status === 'failed' ? (
          <EmptyState
            title={STATEMENT_TEXT.failed}
            description={read.message}
            icon="warning"
            headingLevel={2}
          >
            <Button variant="secondary" onPress={() => void store.load()}>
              {STATEMENT_TEXT.tryAgain}
            </Button>
          </EmptyState>
        ) : (
          <Table
            aria-label={STATEMENT_TEXT.table(monthName(store.month))}
            columns={[
              { id: 'date', name: STATEMENT_TEXT.date, isRowHeader: true },
              { id: 'description', name: STATEMENT_TEXT.description },
              // The amount carries its currency ($, €, £): a column of its own only widened the table past a
              // phone's width.
              { id: 'amount', name: STATEMENT_TEXT.amount, align: 'end' },
            ]}
            rows={rows}
            isLoading={read.status === 'loading'}
            loadingLabel={STATEMENT_TEXT.loading}
            emptyState={
              <EmptyState
                title={STATEMENT_TEXT.empty}
                description={STATEMENT_TEXT.emptyDescription}
                icon="info"
                headingLevel={2}
              />
            }
          />
        )}
      </Stack>
    </section>
  );
});
