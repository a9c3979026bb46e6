// The login modal (spec section 2), drawn open by the server so that it works before and without JavaScript; its
// close link is the same page without the modal's parameters.
import { Link, useLocation, useSearchParams } from 'react-router';
import { useAccountT } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import { loginQuery, PasswordLoginForm } from './login-form.tsx';

/** The query parameters that open the login modal on any page (spec section 2); they are not part of the page. */
export const LOGIN_MODAL_PARAMS = ['login-modal', 'action', 'redirect-url'] as const;

export function LoginModal() {
  const t = useAccountT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const query = loginQuery(search.get('redirect-url') ?? pathname, search.get('action'));
  const rest = new URLSearchParams(search);
  for (const name of LOGIN_MODAL_PARAMS) rest.delete(name);
  const closeTo = `${pathname}${rest.size ? `?${rest}` : ''}`;
  return (
    <div className="fixed inset-0 z-20 flex items-end justify-center bg-black/50 sm:items-center">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="login-modal-title"
        className="w-full max-w-md rounded-t-2xl bg-white p-4 shadow-lg sm:rounded-2xl"
      >
        <div className="flex items-center justify-between">
          <h2 id="login-modal-title" className="text-lg font-bold">
            {search.get('action') === 'post-ad' ? t('loginToPostAd') : t('loginModalLabel')}
          </h2>
          <Link to={closeTo} className="px-2 py-1 text-2xl leading-none" aria-label={t('closeModal')}>
            ×
          </Link>
        </div>
        <PasswordLoginForm query={query} />
        <p className="mt-3 text-center text-sm">
          <Link to={`/${locale}/users/login${query}`} className="text-brand-700 underline">
            {t('withPhone')}
          </Link>
          {' · '}
          <Link to={`/${locale}/users/sign-up${query}`} className="text-brand-700 underline">
            {t('signUpLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}
