// The offer shown on the post-ad form's submit when the ad repeats one of the seller's own (decision 264): bump that
// ad up or edit it instead, or post this one anyway. "Post anyway" is a submit button of the ad form itself, so it
// sends every field again (no JavaScript needed) with the intent the action reads as confirmed.
import { Link } from 'react-router';
import { canBumpInstead, type RepeatedAd } from '../../core/ad-repeats.ts';
import type { Locale } from '../../core/catalogue.ts';
import { useAdsT } from '../ui/form-fields.tsx';

export interface RepeatOfferData {
  readonly title: string;
  /** The promote page of the ad (its Bump Up), when it is published. */
  readonly bumpHref: string | null;
  /** Its edit page, or the list it is put up again from when it has expired. */
  readonly editHref: string;
  readonly expired: boolean;
}

export const POST_ANYWAY_INTENT = 'post_anyway';

/** Where the offer leads: a published ad's Bump Up (its promote page), its edit page or, expired, the republish list. */
export function repeatOfferOf(locale: Locale, ad: RepeatedAd): RepeatOfferData {
  const slug = encodeURIComponent(ad.slug);
  return {
    title: ad.title,
    bumpHref: canBumpInstead(ad) ? `/${locale}/ad/${slug}/promote` : null,
    editHref: ad.status === 'expired' ? `/${locale}/my/republish-ads` : `/${locale}/ad/${slug}/edit`,
    expired: ad.status === 'expired',
  };
}

export function RepeatOffer({ offer }: { offer: RepeatOfferData }) {
  const t = useAdsT();
  const link = 'font-semibold text-brand-700 underline';
  return (
    <section
      role="alert"
      aria-labelledby="repeat-offer-title"
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-gray-900"
    >
      <h2 id="repeat-offer-title" className="font-semibold break-words">
        {t('repeatTitle', { title: offer.title })}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-2">
        {offer.bumpHref ? (
          <>
            <Link to={offer.bumpHref} className={link}>
              {t('repeatBump')}
            </Link>
            <span aria-hidden="true">·</span>
          </>
        ) : null}
        <Link to={offer.editHref} className={link}>
          {offer.expired ? t('repeatRepublish') : t('repeatEdit')}
        </Link>
        <span aria-hidden="true">·</span>
        <button
          type="submit"
          name="intent"
          value={POST_ANYWAY_INTENT}
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 font-semibold text-gray-900"
        >
          {t('repeatAnyway')}
        </button>
      </p>
      <p className="mt-2 text-gray-700">{t('repeatNote')}</p>
    </section>
  );
}
