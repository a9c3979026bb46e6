// /{locale}/my/delete/{slug} (spec section 2): asks the owner to confirm, then takes the ad down. Anyone else gets
// the not-found page.
import { Form, Link, redirect } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { requireOwnAd } from './ads.server.ts';
import { useAdsT } from '../ui/form-fields.tsx';
import { adPageMeta } from './ad-pages.tsx';
import { Card, SubmitButton } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/my-delete';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { ad } = await requireOwnAd(context, request, locale, params.slug);
  return { locale, title: ad.input.title };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { actor, ad } = await requireOwnAd(context, request, locale, params.slug);
  await context.modules.ads.deleteAd(context.db, actor, ad.id);
  return redirect(`/${locale}/my/published-ads?notice=removed`);
}

export const meta = ({ data }: Route.MetaArgs) => adPageMeta(data?.locale, 'deleteTitle');

export default function MyDelete({ loaderData }: Route.ComponentProps) {
  const t = useAdsT();
  const locale = useLocale();
  return (
    <Card title={t('deleteTitle')}>
      <p className="mt-2 text-gray-800">{t('deleteIntro', { title: loaderData.title })}</p>
      <Form method="post">
        <SubmitButton tone="danger">{t('deleteConfirm')}</SubmitButton>
      </Form>
      <Link to={`/${locale}/my/published-ads`} className="mt-3 block text-center text-brand-700 underline">
        {t('keepAd')}
      </Link>
    </Card>
  );
}
