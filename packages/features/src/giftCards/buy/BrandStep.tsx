import { observer } from 'mobx-react-lite';
import {
  EmptyState,
  Pagination,
  Radio,
  RadioGroup,
  SearchField,
  Skeleton,
  SkeletonText,
  Stack,
} from '@axia/design-system';
import { ReadFailed } from '../../kit';
import type { BuyStore } from './BuyStore';
import { BUY_TEXT as TEXT } from './messages';
import * as styles from './buy.css';

/**
 * Step 2, Select gift card (seed 001 §2, §3 brand, §7 GET /gift-card/brand?country&currentPage): the country's brands,
 * 12 a page, searchable; each a radio with its image and name.
 */
export const BrandStep = observer(function BrandStep({ store }: { store: BuyStore }) {
  const brands = store.brands;
  return (
    <Stack gap="lg">
      <SearchField
        label={TEXT.searchBrands}
        value={store.brandSearch}
        onChange={(value) => store.setBrandSearch(value)}
      />
      {brands === null || brands.status === 'loading' ? (
        <Skeleton label={TEXT.brandsLoading}>
          <SkeletonText lines={4} />
        </Skeleton>
      ) : brands.status === 'failed' ? (
        <ReadFailed
          message={brands.message}
          retryLabel={TEXT.retry}
          onRetry={() => void store.loadBrands()}
        />
      ) : brands.value.brands.length === 0 ? (
        <>
          <EmptyState title={TEXT.noBrands} description={TEXT.noBrandsDescription} icon="search" />
          {store.shows(2) && store.brandError && (
            <p className={styles.error} role="alert">
              {store.brandError}
            </p>
          )}
        </>
      ) : (
        <RadioGroup
          label={TEXT.brands}
          orientation="horizontal"
          value={store.brand?.productId ?? null}
          onChange={(id) => store.chooseBrand(id)}
          errorMessage={store.shows(2) ? (store.brandError ?? undefined) : undefined}
          isRequired
        >
          {brands.value.brands.map((brand) => (
            <Radio key={brand.productId} value={brand.productId}>
              <span className={styles.brand}>
                <img
                  className={styles.brandImage}
                  src={brand.productImage}
                  alt=""
                  width={144}
                  height={90}
                  loading="lazy"
                />
                <span>{TEXT.brandOption(brand.brandName, brand.currency)}</span>
              </span>
            </Radio>
          ))}
        </RadioGroup>
      )}
      {brands?.status === 'ready' && store.brandPageCount > 1 && (
        <Pagination
          aria-label={TEXT.brandPages}
          previousLabel={TEXT.previousPage}
          nextLabel={TEXT.nextPage}
          page={store.brandPage}
          pageCount={store.brandPageCount}
          onPageChange={(page) => store.setBrandPage(page)}
        />
      )}
    </Stack>
  );
});
