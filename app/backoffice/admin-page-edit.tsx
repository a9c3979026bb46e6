// /{locale}/admin/pages/{name}: an admin edits a content page, a Markdown textarea per language, with a preview
// rendered by the server exactly as visitors will get it (sanitised), then saves; visitors see it at once.
import { data, Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { contentPage, isContentPageName, pagePath } from '../../core/content-pages.ts';
import { AppError } from '../../core/errors.ts';
import { formatMessage, translator } from '../../core/i18n.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice } from './access.server.ts';
import { contentMessages } from '../content/content-messages.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-page-edit';

function nameOf(params: { name: string }) {
  if (!isContentPageName(params.name)) throw data(null, { status: 404 });
  return params.name;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  await requireBackOffice(context, request, locale);
  const name = nameOf(params);
  return {
    locale,
    name,
    text: await context.modules.content.getPageText(context.db, name),
    href: pagePath(contentPage(name), locale),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const staff = await requireBackOffice(context, request, locale);
  const name = nameOf(params);
  const form = await request.formData();
  const input = {
    bn: { title: String(form.get('title_bn') ?? ''), body: String(form.get('body_bn') ?? '') },
    en: { title: String(form.get('title_en') ?? ''), body: String(form.get('body_en') ?? '') },
  };
  if (form.get('intent') === 'preview') {
    return {
      ok: true as const,
      saved: false,
      preview: {
        bn: context.modules.content.renderMarkdown(input.bn.body),
        en: context.modules.content.renderMarkdown(input.en.body),
      },
    };
  }
  const parsed = context.modules.content.PageTextSchema.safeParse(input);
  try {
    if (!parsed.success) {
      throw new AppError(
        'VALIDATION_FAILED',
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    await context.modules.content.savePage(context.db, context.clock, staff, name, parsed.data);
    return { ok: true as const, saved: true, preview: null };
  } catch (error) {
    return formFailure(locale, error, (path) => path.replace('.', '_'));
  }
}

export const meta = ({ data: page }: Route.MetaArgs) =>
  page
    ? [{ title: formatMessage(contentMessages, page.locale, 'editPages') }, { name: 'robots', content: 'noindex' }]
    : [];

export default function AdminPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(contentMessages, locale);
  const { text } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const preview = actionData?.ok ? actionData.preview : null;
  return (
    <main className="mx-auto max-w-3xl px-3 py-6">
      <h1 className="text-xl font-bold">{t('editPage', { title: text[locale].title })}</h1>
      <Link to={loaderData.href} className="text-sm text-brand-700 underline">
        {t('viewPage')}
      </Link>
      {actionData?.ok && actionData.saved ? <FormAlert tone="success">{t('saved')}</FormAlert> : null}
      <FormAlert>{failure?.message}</FormAlert>
      <Form method="post" className="mt-3 space-y-3">
        {(['bn', 'en'] as const).map((l) => (
          <fieldset key={l} className="rounded-xl bg-white p-3 shadow-sm">
            <label className="block text-sm font-medium" htmlFor={`title_${l}`}>
              {t(l === 'bn' ? 'pageTitleBn' : 'pageTitleEn')}
            </label>
            <input
              id={`title_${l}`}
              name={`title_${l}`}
              defaultValue={text[l].title}
              lang={l}
              aria-invalid={failure?.fields[`${l}_title`] ? true : undefined}
              className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
            />
            <label className="mt-3 block text-sm font-medium" htmlFor={`body_${l}`}>
              {t(l === 'bn' ? 'pageBodyBn' : 'pageBodyEn')}
            </label>
            <textarea
              id={`body_${l}`}
              name={`body_${l}`}
              defaultValue={text[l].body}
              lang={l}
              rows={14}
              className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-sm"
            />
            {preview ? (
              <div
                className="content-body mt-3 rounded-lg border border-dashed border-gray-300 p-3"
                data-testid={`preview-${l}`}
                // Safe: the server's sanitised rendering, the same visitors get.
                dangerouslySetInnerHTML={{ __html: preview[l] }}
              />
            ) : null}
          </fieldset>
        ))}
        <div className="flex gap-2">
          <button type="submit" name="intent" value="preview" className="rounded-lg border px-4 py-2 font-semibold">
            {t('preview')}
          </button>
          <button
            type="submit"
            name="intent"
            value="save"
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white"
          >
            {t('save')}
          </button>
        </div>
      </Form>
    </main>
  );
}
