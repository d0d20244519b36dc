import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { EmptyState, PageHeader, Stack, Tile } from '@axia/design-system';
import { useServices } from '../../kit';
import { TRANSFERS_TEXT } from '../messages';
import { wizardsFor, type TransferWizard } from '../wizards';
import * as styles from '../transfers.css';

export interface TransferLandingViewProps {
  /** The wizards to offer (stories and tests); the registered ones by default. */
  wizards?: readonly TransferWizard[];
}

/**
 * /transfer (seed 001 §2 Transfer): one tile per wizard the customer's flags allow. Every wizard comes back here on
 * Cancel, on Back from its first step and on success (its message arrives through notify).
 */
export const TransferLandingView = observer(function TransferLandingView({
  wizards,
}: TransferLandingViewProps) {
  const { session } = useServices();
  const offered = wizardsFor(session.user, wizards);
  const headingId = useId();
  return (
    <Stack gap="xl">
      <PageHeader title={TRANSFERS_TEXT.landingTitle} />
      <section aria-labelledby={headingId}>
        <Stack gap="md">
          <h2 id={headingId} className={styles.sectionHeading}>
            {TRANSFERS_TEXT.chooseKind}
          </h2>
          {offered.length === 0 ? (
            <EmptyState title={TRANSFERS_TEXT.noKind} icon="info" headingLevel={3} />
          ) : (
            <ul className={styles.kinds}>
              {offered.map((wizard) => (
                <li key={wizard.id}>
                  <Tile
                    href={wizard.path}
                    icon={wizard.icon}
                    title={wizard.title}
                    description={wizard.description}
                  />
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>
    </Stack>
  );
});

export function TransferLandingScreen() {
  return <TransferLandingView />;
}
