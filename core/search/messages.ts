// Breadcrumb labels, titles and descriptions of search pages (spec section 2, "Breadcrumb titles").
// Bengali puts the place first in the locative case ("ঢাকায় টয়োটা করোলা গাড়ি বিক্রি"): `place_in` picks the
// ending from `ending` (computed by bengaliLocativeEnding in breadcrumbs.ts): -য় after া, -তে after other vowel
// signs, -এ after a consonant, -য়ে after an independent vowel or ং, and the hyphenated "-এ" for other names.
// `deal` is rent (to_rent), wanted (to_buy), or for brand, model and model-year titles sale; category and item
// type titles say nothing without an ad type, because services, rentals and jobs are not "for sale".
// Empty parts leave double spaces, which the caller collapses.
import { defineMessages } from '../i18n.ts';

const en = {
  crumb_home: 'Home',
  crumb_jobs_home: 'Jobs',
  crumb_all: 'All ads',
  crumb_model_year: '{year, number, ::group-off}',
  place_in: 'in {place}',
  title_home: 'Haat: buy and sell anything in Bangladesh',
  title_jobs_home: 'Find jobs in Bangladesh',
  title_jobs_in_country: 'Jobs {placeIn}',
  title_all: 'All ads {placeIn}',
  title_location_in: 'All ads {placeIn}',
  title_category: '{category} {deal, select, rent {for rent} wanted {wanted} other {}} {placeIn}',
  title_jobs_category: '{category} jobs {placeIn}',
  title_brand: '{brand} {category} {deal, select, rent {for rent} wanted {wanted} other {for sale}} {placeIn}',
  title_brand_model:
    '{brand} {model} {category} {deal, select, rent {for rent} wanted {wanted} other {for sale}} {placeIn}',
  title_model_year:
    '{year, number, ::group-off} {brand} {model} {category} {deal, select, rent {for rent} wanted {wanted} other {for sale}} {placeIn}',
  title_item_type: '{itemType} {deal, select, rent {for rent} wanted {wanted} other {}} {placeIn}',
  // A sequence page's other filters (body type, fuel type, bedrooms) after its title (decision 253).
  title_with_filters: '{title}, {filters}',
  title_filter_bedrooms: '{value, select, 1 {1 bedroom} other {{value} bedrooms}}',
  description_location_from: 'Browse ads from {place} on Haat.',
  description_category_from:
    '{vertical, select, jobs {Browse {category} jobs from {place} on Haat.} other {Browse ads for {category} from {place} on Haat.}}',
  description_item_type_from: 'Browse ads for {itemType} from {place} on Haat.',
};

export const searchMessages = defineMessages({
  en,
  bn: {
    crumb_home: 'হোম',
    crumb_jobs_home: 'চাকরি',
    crumb_all: 'সব বিজ্ঞাপন',
    crumb_model_year: '{year, number, ::group-off}',
    place_in: '{place}{ending, select, ya {য়} e {ে} te {তে} ye {য়ে} other {-এ}}',
    title_home: 'হাট: বাংলাদেশে যেকোনো কিছু কিনুন ও বিক্রি করুন',
    title_jobs_home: 'বাংলাদেশে চাকরি খুঁজুন',
    title_jobs_in_country: '{placeIn} চাকরি',
    title_all: '{placeIn} সব বিজ্ঞাপন',
    title_location_in: '{placeIn} সব বিজ্ঞাপন',
    title_category: '{placeIn} {category} {deal, select, rent {ভাড়া} wanted {কিনতে চাই} other {}}',
    title_jobs_category: '{placeIn} {category} চাকরি',
    title_brand: '{placeIn} {brand} {category} {deal, select, rent {ভাড়া} wanted {কিনতে চাই} other {বিক্রি}}',
    title_brand_model:
      '{placeIn} {brand} {model} {category} {deal, select, rent {ভাড়া} wanted {কিনতে চাই} other {বিক্রি}}',
    title_model_year:
      '{placeIn} {year, number, ::group-off} মডেলের {brand} {model} {category} {deal, select, rent {ভাড়া} wanted {কিনতে চাই} other {বিক্রি}}',
    title_item_type: '{placeIn} {itemType} {deal, select, rent {ভাড়া} wanted {কিনতে চাই} other {}}',
    title_with_filters: '{title}, {filters}',
    title_filter_bedrooms: '{value} বেডরুম',
    description_location_from: 'হাটে {place} থেকে দেওয়া বিজ্ঞাপন দেখুন।',
    description_category_from:
      '{vertical, select, jobs {হাটে {place} থেকে দেওয়া {category} চাকরির বিজ্ঞাপন দেখুন।} other {হাটে {place} থেকে দেওয়া {category} সংক্রান্ত বিজ্ঞাপন দেখুন।}}',
    description_item_type_from: 'হাটে {place} থেকে দেওয়া {itemType} সংক্রান্ত বিজ্ঞাপন দেখুন।',
  },
});

export type SearchMessageKey = keyof typeof en;
