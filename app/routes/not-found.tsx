import { data } from 'react-router';

/** Any other route shows the not-found page (spec section 2) with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
