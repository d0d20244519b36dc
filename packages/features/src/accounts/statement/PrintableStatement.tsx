import { useId } from 'react';
import { printedOnText, STATEMENT_TEXT } from './messages';
import { displayAmount, periodText, timestampText, type Statement } from './model';
import * as styles from './statement.css';

/**
 * The printable Statement of Account (seed 001 §2: 'embedded but hidden'): hidden on screen, the only thing
 * printed while it is in the page (statement.css.ts). The caller renders it as a child of <body>.
 */
export function PrintableStatement({ statement }: { statement: Statement }) {
  const titleId = useId();
  const money = (value: string, signed = false) => displayAmount(statement, value, signed);
  const details: [string, string][] = [
    [STATEMENT_TEXT.customer, statement.customerName],
    [STATEMENT_TEXT.account, statement.accountName],
    [STATEMENT_TEXT.accountNumber, statement.accountPublicId],
    [STATEMENT_TEXT.currency, statement.currency],
    [STATEMENT_TEXT.period, periodText(statement.period)],
    [STATEMENT_TEXT.openingBalance, money(statement.openingBalance)],
    [STATEMENT_TEXT.closingBalance, money(statement.closingBalance)],
    [STATEMENT_TEXT.moneyIn, money(statement.totalIn)],
    [STATEMENT_TEXT.moneyOut, money(statement.totalOut)],
  ];
  return (
    <article
      className={styles.printable}
      aria-labelledby={titleId}
      data-statement-month={statement.period.month}
    >
      <h1 id={titleId} className={styles.printTitle}>
        {STATEMENT_TEXT.title}
      </h1>
      <dl className={styles.printDetails}>
        {details.map(([term, definition]) => (
          <div key={term} className={styles.printDetail}>
            <dt className={styles.printTerm}>{term}</dt>
            <dd className={styles.printDefinition}>{definition}</dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.printHeading}>{STATEMENT_TEXT.transactions}</h2>
      {statement.rows.length === 0 ? (
        <p className={styles.printEmpty}>{STATEMENT_TEXT.noRecord}</p>
      ) : (
        <table className={styles.printTable}>
          <thead>
            <tr>
              <th scope="col" className={styles.printCell}>
                {STATEMENT_TEXT.date}
              </th>
              <th scope="col" className={styles.printCell}>
                {STATEMENT_TEXT.description}
              </th>
              <th scope="col" className={styles.printNumber}>
                {STATEMENT_TEXT.amount}
              </th>
              <th scope="col" className={styles.printNumber}>
                {STATEMENT_TEXT.balance}
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.rows.map((row, index) => (
              // Two legs of one transaction can share an id: the position keeps the keys apart.
              <tr key={`${row.id}-${index}`} className={styles.printRow}>
                <td className={styles.printCell}>{row.date}</td>
                <td className={styles.printCell}>
                  {row.title}
                  {row.details && ` – ${row.details}`}
                </td>
                <td
                  className={`${styles.printNumber} ${
                    row.direction === 'WITHDRAWAL' ? styles.printWithdrawal : styles.printDeposit
                  }`}
                >
                  {money(row.amount, true)}
                </td>
                <td className={styles.printNumber}>{money(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.printFooter}>{printedOnText(timestampText(statement.printedAt))}</p>
    </article>
  );
}
