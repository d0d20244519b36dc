import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentType } from 'react';
import { useServices } from '../../kit';
import { TRANSFER_LANDING } from '../paths';
import { isExternalWalletHidden } from '../wizards';

/**
 * The external wallet route refuses the users the landing hides its tile from (seed 001 §2: created before
 * 2022-07-29 with TOKEN_MIGRATION_CONSENT): they are sent back to /transfer, the screen never renders. The feature
 * gate (kit/gate) knows flags, not sign-up dates, so the manifest wraps the screen in this (one small change).
 */
export function refuseHiddenExternalWallet<P extends object>(Screen: ComponentType<P>) {
  const Gated = observer(function ExternalWalletGate(props: P) {
    const { session, navigate } = useServices();
    const hidden = session.user !== null && isExternalWalletHidden(session.user);
    useEffect(() => {
      if (hidden) navigate(TRANSFER_LANDING, { replace: true });
    }, [hidden, navigate]);
    return hidden ? null : <Screen {...props} />;
  });
  return Gated;
}
