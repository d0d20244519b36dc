import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { GENERAL_MESSAGES, greetingName } from '@axia/core';
import {
  Banner,
  BannerRestoreButton,
  Button,
  Drawer,
  Icon,
  IconButton,
  Menu,
  MenuItem,
  MenuSeparator,
  Spinner,
} from '@axia/design-system';
import { LiveStatusNotice } from '@axia/features/kit';
import { RenderErrorBoundary } from '@axia/features/system';
import { useApp } from '../appContext';
import { FRAME_STATUS_ID, MenuList, TabBar, useFrameNavMemory } from './Navigation';
import { ServiceStatus } from './ServiceStatus';
import * as styles from './shell.css';

/** The account menu's name, and its button's text when the customer has no first name. */
const ACCOUNT_MENU_LABEL = 'Your account';

/** The signed-in layout (seed 000 §2.2–2.5): skip link, header, side menu or drawer, banner, page, tab bar. */
export const Shell = observer(function Shell() {
  const app = useApp();
  const { session, settings, services } = app;
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const bannerDismissRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const user = session.user;
  const userId = user?.id;
  useFrameNavMemory();

  useEffect(() => {
    // Read once per signed-in user: at start-up with the profile (restoreSession), else here. A failed start-up
    // read leaves it to this one, which warns.
    if (!userId || settings.userId === userId) return;
    settings.loadBanner(userId).catch(() => {
      services.notify({ tone: 'warning', title: GENERAL_MESSAGES.bannerUnavailable });
    });
  }, [userId, settings, services]);

  const logOut = async () => {
    setDrawerOpen(false);
    await app.signOut();
    services.navigate('/', { replace: true });
  };

  const dismissBanner = () => {
    settings.dismissBanner();
    // Keep keyboard focus: move it to the megaphone that brings the banner back.
    requestAnimationFrame(() => restoreRef.current?.focus());
  };

  const restoreBanner = () => {
    settings.restoreBanner();
    // The megaphone goes away: focus the banner's dismiss button, back where the banner stands.
    requestAnimationFrame(() => bannerDismissRef.current?.focus());
  };

  return (
    <div className={styles.shell}>
      <a
        href="#main"
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to main content
      </a>
      <header className={styles.header}>
        <span className={styles.mobileOnly}>
          <IconButton
            icon="menu"
            shape="circle"
            variant="outlined"
            aria-label="Open menu"
            onPress={() => setDrawerOpen(true)}
          />
        </span>
        <p className={styles.greeting}>Hello {user ? greetingName(user.firstName) : ''}</p>
        {user?.features.includes('STATUS_PAGE') && (
          <span data-frame-nav={FRAME_STATUS_ID} className={styles.contents}>
            <ServiceStatus />
          </span>
        )}
        <LiveStatusNotice />
        {settings.bannerDismissed && (
          // Small, as the header's other controls: the header keeps its height when it appears (issue 42).
          <BannerRestoreButton ref={restoreRef} onPress={restoreBanner} size="small" />
        )}
        {/* Under a tk override only /accounts is shown (seed 000 §2.1): no profile menu. */}
        {user?.status === 'ACTIVE' && !session.tokenOverride && (
          <Menu
            aria-label={ACCOUNT_MENU_LABEL}
            trigger={
              <Button variant="tertiary" size="small" icon={<Icon name="user" />}>
                {/* A customer of an external pool may have no name yet (onboarding): the button still has one. */}
                {greetingName(user.firstName) || ACCOUNT_MENU_LABEL}
              </Button>
            }
          >
            <MenuItem id="profile" icon="user" href="/profile">
              Your Profile
            </MenuItem>
            {services.config.environment !== 'production' ? (
              <MenuItem id="messages" icon="info" href="/messages">
                Messages
              </MenuItem>
            ) : null}
            <MenuSeparator />
            <MenuItem id="logout" icon="logOut" onAction={() => void logOut()}>
              Log out
            </MenuItem>
          </Menu>
        )}
      </header>
      <nav aria-label="Main" className={styles.sideNav}>
        <p className={styles.brand}>Axia</p>
        <MenuList onLogOut={() => void logOut()} />
      </nav>
      <Drawer title="Menu" isOpen={drawerOpen} onOpenChange={setDrawerOpen}>
        {(close) => (
          <nav aria-label="Main">
            <MenuList onNavigate={close} onLogOut={() => void logOut()} />
          </nav>
        )}
      </Drawer>
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <div className={styles.content}>
          {settings.bannerVisible && settings.banner && (
            <Banner
              header={settings.banner.header}
              onDismiss={dismissBanner}
              dismissRef={bannerDismissRef}
            >
              {settings.banner.body}
            </Banner>
          )}
          <RenderErrorBoundary resetKey={pathname}>
            <Suspense
              fallback={
                <div className={styles.loading}>
                  <Spinner label="Loading page" />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </RenderErrorBoundary>
        </div>
      </main>
      <TabBar />
    </div>
  );
});
