// /{locale}/my/saved-search (spec sections 2 and 4): the account's saved searches, each with a link to its results,
// rename, alerts on/off (a single update replaces the item) and delete (removes it from the list).
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { adMessages } from '../ad-page/ad-messages.ts';
import { formFailure, requireViewer } from '../accounts/accounts.server.ts';
import { Card, FormAlert } from '../ui/form.tsx';
import { useAdFieldError, useAdT } from '../ad-page/use-ad-t.ts';
import type { Route } from './+types/my-saved-search';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  return { locale, searches: await context.modules.savedSearches.listSavedSearches(context.db, account.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const form = await request.formData();
  const id = Number(form.get('id'));
  const intent = form.get('intent');
  try {
    if (intent === 'delete') {
      await context.modules.savedSearches.deleteSavedSearches(
        context.db,
        account.id,
        Number.isSafeInteger(id) ? [id] : [],
      );
      return { id, done: 'savedSearchDeleted' as const, failure: null };
    }
    const input = context.modules.savedSearches.UpdateSavedSearchSchema.safeParse(
      intent === 'alerts' ? { alerts: form.get('alerts') === 'true' } : { name: form.get('name') },
    );
    if (!input.success) {
      return { id, done: null, failure: { message: '', fields: { name: input.error.issues[0]?.message ?? '' } } };
    }
    await context.modules.savedSearches.updateSavedSearch(context.db, account.id, id, input.data);
    return { id, done: 'savedSearchUpdated' as const, failure: null };
  } catch (error) {
    return { id, done: null, failure: formFailure(locale, error) };
  }
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [{ title: formatMessage(adMessages, data.locale, 'savedSearchesTitle') }, { name: 'robots', content: 'noindex' }]
    : [];

export default function MySavedSearch({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdT();
  const fieldError = useAdFieldError();
  const { locale, searches } = loaderData;
  return (
    <Card title={t('savedSearchesTitle')}>
      {actionData?.done ? <FormAlert tone="success">{t(actionData.done)}</FormAlert> : null}
      {searches.length === 0 ? (
        <p className="mt-3 text-gray-700">{t('savedSearchesEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-200" data-testid="saved-searches">
          {searches.map((search) => {
            const failure = actionData?.id === search.id ? actionData.failure : null;
            return (
              <li key={search.id} className="py-3">
                <Link to={`/${locale}/my/saved-search/${search.id}`} className="font-semibold text-brand-700 underline">
                  {search.name}
                </Link>
                {search.newAds > 0 ? (
                  <span className="ml-2 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-gray-900">
                    {t(search.newAdsCapped ? 'newAdsCapped' : 'newAds', { count: search.newAds })}
                  </span>
                ) : null}
                <p className="text-sm text-gray-600">{search.alerts ? t('alertsOn') : t('alertsOff')}</p>
                <FormAlert>{failure?.message}</FormAlert>
                <Form method="post" action={`/${locale}/my/saved-search`} className="mt-2 flex gap-2">
                  <input type="hidden" name="id" value={search.id} />
                  <label className="sr-only" htmlFor={`name-${search.id}`}>
                    {t('rename')}
                  </label>
                  <input
                    id={`name-${search.id}`}
                    name="name"
                    defaultValue={search.name}
                    maxLength={150}
                    className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-1"
                  />
                  <button type="submit" name="intent" value="rename" className="rounded border px-2 py-1 text-sm">
                    {t('rename')}
                  </button>
                </Form>
                {failure?.fields.name ? (
                  <p className="text-sm text-red-700">{fieldError(failure.fields.name)}</p>
                ) : null}
                <div className="mt-2 flex gap-2">
                  <Form method="post" action={`/${locale}/my/saved-search`}>
                    <input type="hidden" name="id" value={search.id} />
                    <input type="hidden" name="alerts" value={search.alerts ? 'false' : 'true'} />
                    <button type="submit" name="intent" value="alerts" className="rounded border px-2 py-1 text-sm">
                      {search.alerts ? t('turnAlertsOff') : t('turnAlertsOn')}
                    </button>
                  </Form>
                  <Form method="post" action={`/${locale}/my/saved-search`}>
                    <input type="hidden" name="id" value={search.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className="rounded border border-red-300 px-2 py-1 text-sm text-red-700"
                    >
                      {t('delete')}
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
