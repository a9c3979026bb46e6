// /{locale}/admin/banned-words: the automatic checks' banned words (decision 176), each with why it is
// banned in bn and en. Moderators and admins add and remove them; the next ad posted or edited is checked with the
// list as saved.
import { Form } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, translator } from '../../core/i18n.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { bannedWordsForm, loadBannedWords } from './banned-words.server.ts';
import { backOfficeMeta } from './page-meta.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-banned-words';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadBannedWords({ request, context, locale })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return bannedWordsForm({ request, context, locale: params.locale as Locale });
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'wordsTitle');

export default function AdminBannedWords({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  const field = 'mt-1 w-full rounded border px-2 py-1';
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <main>
      <h1 className="text-xl font-bold">{t('wordsTitle')}</h1>
      <p className="text-sm text-gray-700">{t('wordsIntro')}</p>
      {actionData?.ok ? <FormAlert tone="success">{t('done')}</FormAlert> : null}
      {failure ? (
        <FormAlert>{failure.fields.word === 'already_listed' ? t('wordAlreadyListed') : failure.message}</FormAlert>
      ) : null}
      <Form method="post" className="mt-3 flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm lg:max-w-xl">
        <input type="hidden" name="intent" value="add" />
        <label className="text-sm">
          {t('word')}
          <input name="word" required minLength={2} maxLength={60} className={field} />
        </label>
        <label className="text-sm">
          {t('whyBn')}
          <input name="reason_bn" required minLength={3} maxLength={200} lang="bn" className={field} />
        </label>
        <label className="text-sm">
          {t('whyEn')}
          <input name="reason_en" required minLength={3} maxLength={200} lang="en" className={field} />
        </label>
        <button type="submit" className="self-start rounded bg-brand-700 px-3 py-1 text-white">
          {t('addWord')}
        </button>
      </Form>
      <ul className="mt-4 divide-y divide-gray-200 rounded-xl bg-white shadow-sm" data-testid="banned-words">
        {loaderData.words.map((word) => (
          <li key={word.id} className="flex flex-wrap items-start gap-2 p-3" data-testid={`banned-word-${word.id}`}>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold break-words">{word.word}</p>
              <p lang="bn">{word.reason.bn}</p>
              <p lang="en">{word.reason.en}</p>
              <p className="text-gray-600">
                {word.addedBy ?? t('startingList')} · {formatDate(locale, new Date(word.addedAt))}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={word.id} />
              <button
                type="submit"
                className="rounded border px-2 py-1 text-sm"
                aria-label={`${t('removeWord')}: ${word.word}`}
              >
                {t('removeWord')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </main>
  );
}
