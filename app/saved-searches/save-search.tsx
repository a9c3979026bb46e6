// "Save this search" on results pages: a name (the breadcrumb title by default) and a button. Works without
// JavaScript (a form posting to the page itself).
import { Form, Link, useActionData, useLocation } from 'react-router';
import type { saveSearchAction } from './saved-search.server.ts';
import { useLocale } from '../ui/i18n.ts';
import { useAdFieldError, useAdT } from '../ad-page/use-ad-t.ts';

export function SaveSearch({ title }: { title: string }) {
  const t = useAdT();
  const fieldError = useAdFieldError();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const result = useActionData<Awaited<ReturnType<typeof saveSearchAction>>>();
  if (result && 'saved' in result && result.saved) {
    return (
      <p role="status" className="mt-2 rounded bg-brand-50 p-2 text-sm">
        {t('searchSaved')}{' '}
        <Link to={`/${locale}/my/saved-search`} className="text-brand-700 underline">
          {t('savedSearchesTitle')}
        </Link>
      </p>
    );
  }
  const failure = result && 'failure' in result ? result.failure : null;
  return (
    <details className="mt-2" open={failure ? true : undefined}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('saveSearch')}</summary>
      <Form method="post" action={`${pathname}${search}`} className="mt-2 flex flex-wrap gap-2">
        <label className="sr-only" htmlFor="saved-search-name">
          {t('saveSearchName')}
        </label>
        <input
          id="saved-search-name"
          name="name"
          defaultValue={title}
          maxLength={150}
          className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-1"
        />
        <button type="submit" className="rounded bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
          {t('saveSearch')}
        </button>
      </Form>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {fieldError(failure.fields.name ?? failure.fields.url) ?? failure.message}
        </p>
      ) : null}
    </details>
  );
}
