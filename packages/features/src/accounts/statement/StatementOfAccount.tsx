import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Account } from '@axia/core';
import { Button, Card, Icon, Inline, MonthPicker, Stack } from '@axia/design-system';
import { useServices } from '../../kit';
import { errorText } from '../../kit/errors';
import { downloadBlob } from '../components/download';
import { fetchStatementData } from './loadStatement';
import { STATEMENT_TEXT } from './messages';
import {
  buildStatement,
  monthOf,
  PRINT_DELAY_MS,
  statementFileName,
  statementPeriod,
  type Statement,
} from './model';
import { PrintableStatement } from './PrintableStatement';
import * as styles from './statement.css';
import { localDay } from '../../kit/dates';

export interface StatementOfAccountProps {
  account: Account;
  /** Now; stories and tests pin it. Default: the real time. */
  clock?: () => Date;
}

type Action = 'print' | 'csv' | 'pdf';

const systemClock = () => new Date();

/**
 * The Statement of Account of one account (seed 001 §2 Transactions, §9): a month picker (the current month by
 * default, none after it), 'Print Statement' (the month's statement put in the page hidden, printed after 1 s, alone,
 * with a timestamp), and, beyond the spec, the same statement downloaded as CSV or PDF.
 */
export function StatementOfAccount({ account, clock = systemClock }: StatementOfAccountProps) {
  const { api, session, notify } = useServices();
  const [month, setMonth] = useState(() => monthOf(clock()));
  const [pending, setPending] = useState<ReadonlySet<Action>>(() => new Set());
  /** The statement in the page for printing, until the print is over. */
  const [printing, setPrinting] = useState<Statement | null>(null);
  const timers = useRef(new Set<number>());
  const mounted = useRef(true);

  useEffect(() => {
    const pendingTimers = timers.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const timer of pendingTimers) window.clearTimeout(timer);
      pendingTimers.clear();
    };
  }, []);

  // The print dialog closed: the statement leaves the page, so a later print of the page prints the page.
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  /** Resolves after `ms`; never, if the component goes away first. */
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        resolve();
      }, ms);
      timers.current.add(timer);
    });

  const mark = (action: Action, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(action);
      else next.delete(action);
      return next;
    });

  /**
   * Reads the chosen month's statement and hands it to `deliver`; `prepare` starts alongside the reading (the
   * lazy import of a file format). Failures are told in a toast.
   */
  async function run<T>(
    action: Action,
    prepare: () => Promise<T>,
    deliver: (statement: Statement, prepared: T) => Promise<void> | void,
  ) {
    mark(action, true);
    try {
      const period = statementPeriod(month, clock());
      if (!period) throw new Error(STATEMENT_TEXT.futureMonth);
      const preparing = prepare();
      // Awaited below; until then a failure must not count as unhandled.
      preparing.catch(() => undefined);
      const data = await fetchStatementData(api, account, period);
      const statement = buildStatement({
        account,
        customer: session.user,
        period,
        ...data,
        printedAt: clock(),
      });
      await deliver(statement, await preparing);
    } catch (error) {
      if (mounted.current) notify({ tone: 'error', title: errorText(error) });
    } finally {
      if (mounted.current) mark(action, false);
    }
  }

  const print = () =>
    run(
      'print',
      async () => undefined,
      async (statement) => {
        setPrinting(statement);
        // §9: 'A statement print delays 1 s', which lets the statement render before the print dialog.
        await wait(PRINT_DELAY_MS);
        window.print();
      },
    );

  const downloadCsv = () =>
    run(
      'csv',
      () => import('./statementCsv'),
      (statement, { statementCsvBlob }) => {
        downloadBlob(statementCsvBlob(statement), statementFileName(statement, 'csv'));
        notify({ tone: 'success', title: STATEMENT_TEXT.downloaded });
      },
    );

  const downloadPdf = () =>
    run(
      'pdf',
      () => import('./statementPdf'),
      async (statement, { statementPdfBlob }) => {
        downloadBlob(await statementPdfBlob(statement), statementFileName(statement, 'pdf'));
        notify({ tone: 'success', title: STATEMENT_TEXT.downloaded });
      },
    );

  return (
    <Card as="section" title={STATEMENT_TEXT.title}>
      <Stack gap="md">
        <p className={styles.intro}>{STATEMENT_TEXT.intro}</p>
        <Inline gap="md" align="end">
          <MonthPicker
            label={STATEMENT_TEXT.month}
            value={month}
            onChange={setMonth}
            today={localDay(clock())}
          />
          <Inline gap="sm">
            <Button
              icon={<Icon name="file" />}
              isPending={pending.has('print')}
              onPress={() => void print()}
            >
              {STATEMENT_TEXT.print}
            </Button>
            <Button
              variant="secondary"
              icon={<Icon name="download" />}
              isPending={pending.has('csv')}
              onPress={() => void downloadCsv()}
            >
              {STATEMENT_TEXT.downloadCsv}
            </Button>
            <Button
              variant="secondary"
              icon={<Icon name="download" />}
              isPending={pending.has('pdf')}
              onPress={() => void downloadPdf()}
            >
              {STATEMENT_TEXT.downloadPdf}
            </Button>
          </Inline>
        </Inline>
      </Stack>
      {printing && createPortal(<PrintableStatement statement={printing} />, document.body)}
    </Card>
  );
}
