import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageHeader } from '@axia/design-system';
import { useServices } from '../../kit';
import { profileMenu, selectedMenuPath } from './menu';
import * as styles from './ProfileLayout.css';

export interface ProfileLayoutProps {
  /** The page's title: the h1, and the side menu's current item is chosen by the path. */
  title: string;
  children: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Page actions beside the title (e.g. 'Upload New Document'). */
  actions?: ReactNode;
  /** A back link above the title. */
  backLink?: ReactNode;
}

/** The side menu's landmark name. */
const PROFILE_MENU_LABEL = 'Profile';

/**
 * The profile area's frame (seed 002 §2): the side menu (Personal, Email and Phone, Documents, Change password, Two
 * factor, Security, Notifications; the current one by path, aria-current="page"; Documents with UPLOAD_DOCUMENT; Email and Phone
 * and Notifications for privileged users) and the page under its h1. The menu sits above the page on phones.
 */
export const ProfileLayout = observer(function ProfileLayout({
  title,
  children,
  description,
  actions,
  backLink,
}: ProfileLayoutProps) {
  const { session } = useServices();
  const { pathname } = useLocation();
  const selected = selectedMenuPath(pathname);
  return (
    <div className={styles.layout}>
      <nav aria-label={PROFILE_MENU_LABEL}>
        <ul className={styles.menu}>
          {profileMenu(session.user).map((item) => (
            <li key={item.to}>
              <RouterLink
                to={item.to}
                className={styles.item}
                aria-current={item.to === selected ? 'page' : undefined}
              >
                {item.label}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.page}>
        <PageHeader title={title} description={description} actions={actions} backLink={backLink} />
        {children}
      </div>
    </div>
  );
});
