// /{locale}/post-ad/details?category=&location= (spec section 2, login required): the ad form of the chosen
// category. Submitting posts the ad (POST /data/ads's service); "Save draft" keeps the form on the server. An ad that
// repeats one of the seller's own is answered with the offer to bump or edit that one, or to post anyway (decision 264).
import { type AppLoadContext, redirect } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { maxPictures } from '../../core/pictures.ts';
import { requireViewer } from '../accounts/accounts.server.ts';
import { adsMessages } from './ads-messages.ts';
import { adFormFailure, readAdForm } from './ads.server.ts';
import { postingQuota } from '../memberships/dashboard.server.ts';
import { QuotaNotice } from '../memberships/quota-notice.tsx';
import { AppError } from '../../core/errors.ts';
import { deliveryChoices } from '../doorstep/delivery.server.ts';
import { AdForm } from './ad-form.tsx';
import { POST_ANYWAY_INTENT, RepeatOffer, repeatOfferOf } from './repeat-offer.tsx';
import { useAdsT } from '../ui/form-fields.tsx';
import { adPageMeta } from './ad-pages.tsx';
import { Card } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/post-ad-details';

function chosen(context: Pick<AppLoadContext, 'modules'>, request: Request, locale: Locale) {
  const url = new URL(request.url);
  const category = context.modules.catalog.catalogueIndex.categoryById(Number(url.searchParams.get('category')));
  const locationId = Number(url.searchParams.get('location'));
  if (!context.modules.ads.isPostableCategory(category) || !context.modules.ads.isPostableLocation(locationId))
    throw redirect(`/${locale}/post-ad`);
  return { category, locationId };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const { category, locationId } = chosen(context, request, locale);
  const draft = await context.modules.ads.getDraft(context.db, account.id);
  const draftValues = (draft?.data ?? {}) as Record<string, unknown>;
  const sameAd = Number(draftValues.category_id) === category.id;
  const location = context.modules.catalog.catalogueIndex.locationById(locationId);
  const draftPictures = sameAd && Array.isArray(draftValues.picture_ids) ? draftValues.picture_ids.map(Number) : [];
  return {
    locale,
    category,
    locationId,
    heading: formatMessage(adsMessages, locale, 'whereWhat', {
      category: category.name[locale],
      location: location?.name[locale] ?? '',
    }),
    values: sameAd ? draftValues : { contact_name: account.profile.name },
    draftSavedAt: sameAd ? (draft?.updatedAt ?? null) : null,
    phones: account.recent_phone_numbers,
    // A draft saved late (a tab still open, a save that landed after posting) may name pictures an ad shows now:
    // those are not offered again (decision 267).
    pictures: (await context.modules.media.galleryPictures(context.db, account.id, draftPictures, null)).pictures.map(
      (p) => ({ id: p.id, thumbnail: p.thumbnail }),
    ),
    maxPictures: maxPictures(context.modules.catalog.catalogueIndex, category),
    // The posting quota of the category's group: free, a listing fee, or over the limit.
    quota: await postingQuota(context, account.id, category.id),
    delivery: await deliveryChoices(context, account.id, locale),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  let form;
  try {
    form = await readAdForm(context, request, account.id);
  } catch (error) {
    return { values: {}, pictures: [], failure: adFormFailure(locale, error), draftSaved: false, repeat: null };
  }
  const { values, pictures } = form;
  // "Show the brand's models" without JavaScript: the form again with the brand chosen, nothing saved or checked.
  if (form.intent === 'models') return { values, pictures, failure: null, draftSaved: false, repeat: null };
  if (form.intent === 'draft') {
    await context.modules.ads.saveDraft(context.db, account.id, values);
    return { values, pictures, failure: null, draftSaved: true, repeat: null };
  }
  try {
    const input = form.parse();
    await context.modules.ads.checkPostingLimits(context.counters, account.id, context.clientIp);
    // "Post anyway" under the offer to bump the seller's same ad (decision 264) confirms the repeat.
    const confirmed = form.intent === POST_ANYWAY_INTENT;
    const posted = await context.modules.flows.postAd(context.db, account.id, input, context.clock.now(), confirmed);
    // An ad with a listing fee goes straight on to paying it.
    if (posted.status === 'pending_payment') {
      return redirect(`/${locale}/post-ad/confirm?flow=lst_fee&slug=${encodeURIComponent(posted.slug)}`);
    }
    // Then the promotion picker, which goes on to the pending list.
    return redirect(`/${locale}/post-ad/confirm?flow=promote&slug=${encodeURIComponent(posted.slug)}&notice=posted`);
  } catch (error) {
    // The seller's own ad again: the form once more, with the offer to bump or edit that ad instead.
    const repeat = error instanceof AppError && error.code === 'DUPLICATE_AD' ? error.details?.duplicate_of : null;
    if (repeat) return { values, pictures, failure: null, draftSaved: false, repeat: repeatOfferOf(locale, repeat) };
    // Over the limit: the ad is kept as the draft, for when a slot is free again (decision 150).
    const keep = error instanceof AppError && error.code === 'AD_QUOTA_EXCEEDED';
    if (keep) await context.modules.ads.saveDraft(context.db, account.id, values);
    return { values, pictures, failure: adFormFailure(locale, error), draftSaved: keep, repeat: null };
  }
}

export const meta = ({ data }: Route.MetaArgs) => adPageMeta(data?.locale, 'detailsTitle');

export default function PostAdDetails({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdsT();
  const locale = useLocale();
  const { category, locationId } = loaderData;
  return (
    <Card title={t('detailsTitle')}>
      <p className="mt-1 text-sm text-gray-700">{loaderData.heading}</p>
      <QuotaNotice quota={loaderData.quota} />
      <AdForm
        key={actionData ? 'submitted' : 'fresh'}
        action={`/${locale}/post-ad/details?category=${category.id}&location=${locationId}`}
        mode="post"
        category={category}
        locationId={locationId}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.failure?.fields ?? {}}
        failureMessage={actionData?.failure?.message}
        phones={loaderData.phones}
        pictures={actionData?.pictures ?? loaderData.pictures}
        maxPictures={loaderData.maxPictures}
        draftSavedAt={loaderData.draftSavedAt}
        draftSaved={actionData?.draftSaved ?? false}
        addPhoneHref={`/${locale}/my/phone-number`}
        delivery={loaderData.delivery}
      >
        {actionData?.repeat ? <RepeatOffer offer={actionData.repeat} /> : null}
      </AdForm>
    </Card>
  );
}
