// Server-side helpers of the pages: ad data from the ads service with catalogue names in the page's language.
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import type { AdCard } from '../../server/modules/ads/index.ts';
import type { AdCardView } from '../ui/ad-card.tsx';

export function categoryName(context: Pick<AppLoadContext, 'modules'>, id: number, locale: Locale): string {
  return context.modules.catalog.catalogueIndex.categoryById(id)?.name[locale] ?? '';
}

export function locationName(context: Pick<AppLoadContext, 'modules'>, id: number, locale: Locale): string {
  return context.modules.catalog.catalogueIndex.locationById(id)?.name[locale] ?? '';
}

export function toCardView(context: Pick<AppLoadContext, 'modules'>, card: AdCard, locale: Locale): AdCardView {
  const { categoryId, locationId, ...rest } = card;
  return {
    ...rest,
    categoryName: categoryName(context, categoryId, locale),
    locationName: locationName(context, locationId, locale),
  };
}
