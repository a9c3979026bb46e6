// /{locale}/ad/{adSlug}/edit (spec section 2, login required): the owner edits the ad with the same form and
// schema as posting. Anyone else gets the not-found page.
import { data, redirect } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { maxPictures } from '../../core/pictures.ts';
import { requireViewer } from '../accounts/accounts.server.ts';
import { adFormFailure, readAdForm, requireOwnAd } from './ads.server.ts';
import { deliveryChoices } from '../doorstep/delivery.server.ts';
import { AdForm } from './ad-form.tsx';
import { useAdsT } from '../ui/form-fields.tsx';
import { adPageMeta } from './ad-pages.tsx';
import { Card } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/ad-edit';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { ad } = await requireOwnAd(context, request, locale, params.adSlug);
  const category = context.modules.catalog.catalogueIndex.categoryById(ad.input.category_id);
  if (!category) throw data(null, { status: 404 });
  return {
    locale,
    slug: ad.slug,
    status: ad.status,
    category,
    values: ad.input as unknown as Record<string, unknown>,
    pictures: ad.pictures.map((p) => ({ id: p.id, thumbnail: p.src })),
    maxPictures: maxPictures(context.modules.catalog.catalogueIndex, category, ad.extraPictures),
    phones: requireViewer(context, request, locale).account.recent_phone_numbers,
    delivery: await deliveryChoices(context, ad.userId, locale),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { actor, ad } = await requireOwnAd(context, request, locale, params.adSlug);
  let form;
  try {
    form = await readAdForm(context, request, actor.userId, ad.extraPictures, ad.id);
  } catch (error) {
    return { values: null, pictures: null, failure: adFormFailure(locale, error) };
  }
  const { values, pictures } = form;
  // "Show the brand's models" without JavaScript: the form again with the brand chosen, nothing saved or checked.
  if (form.intent === 'models') return { values, pictures, failure: null };
  try {
    const saved = await context.modules.flows.updateAd(context.db, actor, ad.id, form.parse(), context.clock.now());
    // An edit that leaves a listing fee to pay goes on to paying it.
    if (saved.status === 'pending_payment') {
      return redirect(`/${locale}/edit-ad/confirm?flow=lst_fee&slug=${encodeURIComponent(saved.slug)}`);
    }
    // Then the promotion picker, which goes on to the ad's list with this notice.
    const notice = ad.status === 'published' && saved.status !== 'published' ? 'edited_review' : 'edited';
    return redirect(`/${locale}/edit-ad/confirm?flow=promote&slug=${encodeURIComponent(saved.slug)}&notice=${notice}`);
  } catch (error) {
    return { values, pictures, failure: adFormFailure(locale, error) };
  }
}

export const meta = ({ data }: Route.MetaArgs) => adPageMeta(data?.locale, 'editTitle');

export default function AdEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdsT();
  const locale = useLocale();
  const { category } = loaderData;
  return (
    <Card title={t('editTitle')}>
      {loaderData.status === 'published' ? <p className="mt-2 text-sm text-gray-700">{t('reviewNotice')}</p> : null}
      <AdForm
        key={actionData ? 'submitted' : 'fresh'}
        action={`/${locale}/ad/${loaderData.slug}/edit`}
        mode="edit"
        category={category}
        locationId={Number(loaderData.values.location_id)}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.failure?.fields ?? {}}
        failureMessage={actionData?.failure?.message}
        phones={loaderData.phones}
        pictures={actionData?.pictures ?? loaderData.pictures}
        maxPictures={loaderData.maxPictures}
        addPhoneHref={`/${locale}/my/phone-number`}
        delivery={loaderData.delivery}
      />
    </Card>
  );
}
