// Similar ads under an ad (spec section 9: 16 on desktop, 4 on phones): the newest published ads of the same
// category, nearest first: the same district (or area's district), then its division, then the whole country.
// Asked of the SearchIndex like any search, so an external engine answers them too.
import type { Database } from '../../adapters/database.ts';
import { type AdCard, findAdCards } from '../ads/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { postgresSearchIndex } from './postgres-search-index.ts';
import { type SearchCriteria, within } from './search-index.ts';

export const SIMILAR_ADS = { desktop: 16, mobile: 4 } as const;

export async function findSimilarAds(
  db: Database,
  ad: { id: number; categoryId: number; locationId: number },
  limit: number,
): Promise<AdCard[]> {
  const index = catalogueIndex;
  const engine = postgresSearchIndex(db);
  const location = index.locationById(ad.locationId);
  // From the ad's place outwards: district, division, everywhere (null), without repeats.
  const places = location
    ? index
        .locationAncestors(location)
        .filter((l) => l.level === 'district' || l.level === 'division')
        .reverse()
        .map((l) => within(l, index.locationChildren))
    : [];
  const found: number[] = [];
  for (const location of [...places, null]) {
    const criteria: SearchCriteria = {
      category: { id: ad.categoryId, ids: [ad.categoryId] },
      location,
      text: null,
      intentCategoryIds: null,
      type: null,
      posterType: 'all_posters',
      isDoorstepDelivery: false,
      isUrgent: false,
      isFeaturedMember: false,
      properties: [],
    };
    const more = await engine.find(criteria, 'date_desc', 0, limit + 1 + found.length);
    for (const id of more) if (id !== ad.id && !found.includes(id) && found.length < limit) found.push(id);
    if (found.length >= limit) break;
  }
  return findAdCards(db, found);
}
