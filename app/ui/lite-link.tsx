import { Link } from 'react-router';
import { useT } from './i18n.ts';

/**
 * The link from a full home, results or ad page to its lite page (decision 201), marked as an alternate of this page. It
 * loads the lite page as a document, so that no script comes along with a navigation inside the app.
 */
export function LiteLink({ href }: { href: string }) {
  const t = useT();
  return (
    <p className="mt-4 text-center text-sm">
      <Link to={href} rel="alternate" reloadDocument className="text-gray-600 underline">
        {t('litePage')}
      </Link>
    </p>
  );
}
