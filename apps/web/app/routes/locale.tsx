import { data } from 'react-router';
import type { Route } from './+types/locale';
import { PREFIXED_LOCALES } from '../lib/i18n/locales';

/**
 * The optional language prefix: absent (English), es, fr or ar; anything else is not a page. No component: the
 * route renders its child, and the browser has no code to load for it.
 */
export function loader({ params }: Route.LoaderArgs) {
  const { lang } = params;
  if (lang !== undefined && !(PREFIXED_LOCALES as readonly string[]).includes(lang)) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  return null;
}
