import { PageHeader, Stack, Tile } from '@axia/design-system';
import { SERVICES_TEXT } from '../messages';
import { BENEFICIARIES_PATH, CARDS_PATH } from '../paths';
import * as styles from '../services.css';

/** /services (seed 002 §2 'Services'): links to 'Your Cards' (/cards) and 'My Beneficiaries' (/Beneficiaries). */
export function ServicesScreen() {
  return (
    <Stack gap="xl">
      <PageHeader title={SERVICES_TEXT.servicesTitle} description={SERVICES_TEXT.servicesIntro} />
      <nav aria-label={SERVICES_TEXT.servicesTitle}>
        <ul className={styles.links}>
          <li>
            <Tile
              href={CARDS_PATH}
              icon="card"
              title={SERVICES_TEXT.yourCards}
              description={SERVICES_TEXT.yourCardsDescription}
            />
          </li>
          <li>
            <Tile
              href={BENEFICIARIES_PATH}
              icon="user"
              title={SERVICES_TEXT.myBeneficiaries}
              description={SERVICES_TEXT.myBeneficiariesDescription}
            />
          </li>
        </ul>
      </nav>
    </Stack>
  );
}
