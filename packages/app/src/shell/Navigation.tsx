import { observer } from 'mobx-react-lite';
import { useEffect, type MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { ACCOUNTS_PATH, GENERAL_MESSAGES } from '@axia/core';
import { Icon } from '@axia/design-system';
import { useServices, type NavEntry } from '@axia/features/kit';
import { registry } from '@axia/features/registry';
import { useApp } from '../appContext';
import { gateContext, visibleEntries } from './helpers';
import * as styles from './shell.css';

/**
 * Menu and tab entries the user may see; choosing one before registration is complete only warns. Under a `tk`
 * override only /accounts is shown (seed 000 §2.1): the other entries would each bounce back to it (issue 42).
 */
function useNav(entries: readonly NavEntry[]) {
  const { session, config, notify } = useServices();
  const { tokenOverride } = useApp().session;
  const user = session.user;
  const gated = visibleEntries(entries, gateContext(session.signedIn, user, config.environment));
  const visible = tokenOverride ? gated.filter((entry) => entry.to === ACCOUNTS_PATH) : gated;
  const guard = (event: MouseEvent) => {
    if (user && !user.registration.registrationCompleted) {
      event.preventDefault();
      notify({ tone: 'error', title: GENERAL_MESSAGES.completeRegistration });
      return false;
    }
    return true;
  };
  return { visible, guard };
}

/**
 * Remembers what the shell shows this customer (menu and tab entries, the status tag) for the prerendered frame's
 * head script (issue 42 #4). Not under a `tk` override: the frame is never shown to one.
 */
export const useFrameNavMemory = () => {
  const { settings, session } = useApp();
  const menu = useNav(registry.menu).visible;
  const tabs = useNav(registry.tabs).visible;
  const user = session.user;
  const ids = [
    ...new Set([...menu, ...tabs].map((entry) => entry.id)),
    ...(user?.features.includes('STATUS_PAGE') ? [FRAME_STATUS_ID] : []),
  ].join(' ');
  useEffect(() => {
    if (user && !session.tokenOverride) settings.rememberFrameNav(user.id, ids.split(' '));
  }, [user, ids, session.tokenOverride, settings]);
};

/** The status tag's id among the frame's entries. */
export const FRAME_STATUS_ID = 'status';

/** The side menu (desktop) and the drawer's content (mobile). */
export const MenuList = observer(function MenuList({
  onNavigate,
  onLogOut,
}: {
  onNavigate?: () => void;
  onLogOut: () => void;
}) {
  const { visible, guard } = useNav(registry.menu);
  return (
    <ul className={styles.navList}>
      {visible.map((entry) => (
        <li key={entry.id} data-frame-nav={entry.id}>
          <NavLink
            to={entry.to}
            className={styles.navItem}
            onClick={(event) => {
              if (guard(event)) onNavigate?.();
            }}
          >
            <Icon name={entry.icon} size={20} />
            {entry.label}
          </NavLink>
        </li>
      ))}
      <li aria-hidden="true">
        <hr className={styles.divider} />
      </li>
      <li>
        <button type="button" className={styles.navItem} onClick={onLogOut}>
          <Icon name="logOut" size={20} />
          Log out
        </button>
      </li>
    </ul>
  );
});

/** The bottom tab bar on mobile. */
export const TabBar = observer(function TabBar() {
  const { visible, guard } = useNav(registry.tabs);
  if (visible.length === 0) return null;
  return (
    <nav aria-label="Tab bar" className={styles.tabBar}>
      <ul className={styles.tabList}>
        {visible.map((entry) => (
          <li key={entry.id} data-frame-nav={entry.id}>
            <NavLink to={entry.to} className={styles.tabItem} onClick={(event) => guard(event)}>
              <Icon name={entry.icon} size={20} />
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
