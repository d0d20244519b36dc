import { observer } from 'mobx-react-lite';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Link, StatusTag, ToastRegion } from '@axia/design-system';
import { useStaff } from '../context';
import { QUEUE_PAGES, SECTIONS } from './sections';
import * as styles from './shell.css';

function NavItem({ path, label, children }: { path: string; label: string; children?: ReactNode }) {
  const { pathname } = useLocation();
  const current = pathname === path;
  return (
    <li>
      <Link href={path} variant="standalone" aria-current={current ? 'page' : undefined}>
        {label}
      </Link>
      {children}
    </li>
  );
}

/** The signed-in layout: skip link, header (who, roles, sign out), the sections' navigation and the page. */
export const Shell = observer(function Shell({ children }: { children: ReactNode }) {
  const { session, toasts } = useStaff();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        {/* First in the banner landmark: the first thing a keyboard reaches, and inside a landmark. */}
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
        <p className={styles.brand}>Axia Staff</p>
        <div className={styles.who}>
          <span>{session.me?.email}</span>
          {session.roles.map((role) => (
            <StatusTag key={role} tone="info" size="sm">
              {role}
            </StatusTag>
          ))}
          <Button variant="secondary" size="small" onPress={() => void session.signOut()}>
            Sign out
          </Button>
        </div>
      </header>
      <nav aria-label="Sections" className={styles.nav}>
        <ul className={styles.navList}>
          {SECTIONS.map((section) => (
            <NavItem key={section.path} path={section.path} label={section.label}>
              {section.path === '/queues' && pathname.startsWith('/queues') && (
                <ul className={styles.subList}>
                  {QUEUE_PAGES.map((queue) => (
                    <NavItem key={queue.path} path={queue.path} label={queue.label} />
                  ))}
                </ul>
              )}
            </NavItem>
          ))}
        </ul>
      </nav>
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <ToastRegion queue={toasts} />
    </div>
  );
});
