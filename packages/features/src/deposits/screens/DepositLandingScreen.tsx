import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { EmptyState, PageHeader, Stack, Tile } from '@axia/design-system';
import { useServices } from '../../kit';
import { DEPOSITS_TEXT } from '../messages';
import { methodsFor, type DepositMethod } from '../methods';
import * as styles from '../deposits.css';

interface DepositLandingViewProps {
  /** The methods to offer (stories and tests); the registered ones by default. */
  methods?: readonly DepositMethod[];
}

/** /deposit: one entry per way to deposit that the customer's flags allow. */
const DepositLandingView = observer(function DepositLandingView({
  methods,
}: DepositLandingViewProps) {
  const { session } = useServices();
  const offered = methodsFor(session.user, methods);
  const headingId = useId();
  return (
    <Stack gap="xl">
      <PageHeader title={DEPOSITS_TEXT.landingTitle} />
      <section aria-labelledby={headingId}>
        <Stack gap="md">
          <h2 id={headingId} className={styles.sectionHeading}>
            {DEPOSITS_TEXT.chooseMethod}
          </h2>
          {offered.length === 0 ? (
            <EmptyState title={DEPOSITS_TEXT.noMethod} icon="info" headingLevel={3} />
          ) : (
            <ul className={styles.methods}>
              {offered.map((method) => (
                <li key={method.id}>
                  <Tile
                    href={method.path}
                    icon={method.icon}
                    title={method.title}
                    description={method.description}
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

export function DepositLandingScreen() {
  return <DepositLandingView />;
}
