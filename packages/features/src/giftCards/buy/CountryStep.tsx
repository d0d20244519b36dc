import { observer } from 'mobx-react-lite';
import { ComboBox, Skeleton, SkeletonText } from '@axia/design-system';
import { ReadFailed } from '../../kit';
import type { BuyStore } from './BuyStore';
import { BUY_TEXT as TEXT } from './messages';

/** Step 1, Select country (seed 001 §2, §7 GET /gift-card/countries): a searchable list of the vendor's countries. */
export const CountryStep = observer(function CountryStep({ store }: { store: BuyStore }) {
  const countries = store.countries;
  if (countries.status === 'loading')
    return (
      <Skeleton label={TEXT.countriesLoading}>
        <SkeletonText lines={2} />
      </Skeleton>
    );
  if (countries.status === 'failed')
    return (
      <ReadFailed
        message={countries.message}
        retryLabel={TEXT.retry}
        onRetry={() => void store.loadCountries()}
      />
    );
  return (
    <ComboBox
      label={TEXT.country}
      placeholder={TEXT.countryPlaceholder}
      items={countries.value.map((country) => ({
        id: country.countryCode,
        label: country.countryName,
        keywords: [country.countryCode],
      }))}
      selectedKey={store.country}
      onSelectionChange={(id) => {
        if (id !== null) store.chooseCountry(id);
      }}
      emptyText={TEXT.noCountry}
      errorMessage={store.shows(1) ? (store.countryError ?? undefined) : undefined}
      isRequired
    />
  );
});
