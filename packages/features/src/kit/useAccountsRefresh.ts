import { useEffect, useState } from 'react';
import type { AccountsView } from './services';

/**
 * Reads the accounts when the screen opens (the app's store keeps what it read before, shown meanwhile). Returns
 * whether that first read has ended (`withRate`: the rate card's figures too), so an empty list before it is "loading", not "no accounts".
 */
export function useAccountsRefresh(view: AccountsView, withRate = false): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    void view.refresh({ withRate }).finally(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [view, withRate]);
  return settled;
}
