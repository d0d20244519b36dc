import { useEffect } from 'react';

/** The product's name, last in every document title (the app writes the route's title the same way). */
const APP_NAME = 'Axia';

/**
 * Names the document after what the screen shows when the route's fixed title is not enough (one account of
 * several): `null` keeps the route's title. The app writes the route's title before screens' effects run.
 */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title !== null) document.title = `${title} | ${APP_NAME}`;
  }, [title]);
}
