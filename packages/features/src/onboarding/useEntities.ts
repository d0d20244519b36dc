import { useEffect, useState } from 'react';
import type { EntityOption } from '@axia/core';
import { useServices } from '../kit';
import { errorText } from '../kit/errors';

/** The legal-entity options of a country (GET /user/registration/businessEntities), read when it changes. */
export function useEntities(countryCode: string) {
  const { api } = useServices();
  const [state, setState] = useState<{
    country: string;
    options: EntityOption[];
    error: string | null;
  }>({ country: '', options: [], error: null });
  useEffect(() => {
    if (!countryCode) return;
    let active = true;
    api
      .getBusinessEntities({ query: { countryCode } })
      .then((options) => active && setState({ country: countryCode, options, error: null }))
      .catch(
        (error: unknown) =>
          active && setState({ country: countryCode, options: [], error: errorText(error) }),
      );
    return () => {
      active = false;
    };
  }, [api, countryCode]);
  const current = state.country === countryCode && countryCode !== '';
  return {
    options: current ? state.options : [],
    error: current ? state.error : null,
    loading: countryCode !== '' && !current,
  };
}
