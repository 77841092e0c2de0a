import { data } from 'react-router';

/** Any path no page matches: 404, rendered by the root error boundary. */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
