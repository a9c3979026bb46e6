// Automatic checks that flag likely spam for the review queue. A flag does not reject: it tells the
// moderator where to look, and keeps the ad out of auto-approval (see autoApproveCleanAds).
import { bannedWordsIn } from '../../../core/banned-words.ts';
import { asksForFee } from '../../../core/jobs/fee-requests.ts';
import type { Queryable } from '../../adapters/database.ts';
import { catalogueIndex, isJobCategory } from '../catalog/index.ts';

export const REVIEW_FLAGS = [
  'banned_word',
  'contact_in_description',
  'price_outlier',
  'duplicate_picture',
  'duplicate_text',
  'fee_request',
] as const;
export type ReviewFlag = (typeof REVIEW_FLAGS)[number];

/** A phone number (Bangladeshi mobile, Latin or Bengali digits, spaced or not) or a link in free text. */
const PHONE_IN_TEXT = /(?:\+?৮৮০|\+?880)?[\s-]*[0০][\s-]*[1১][\s-]*(?:[\d০-৯][\s-]*){9}/;
const LINK_IN_TEXT = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|xyz|info|bd|link|ly)\b/i;

/** The checks that need only the text and the banned words (staff edit them: moderation/banned-words.ts). */
export function textFlags(ad: { title: string; description: string }, bannedWords: readonly string[]): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  if (bannedWordsIn(`${ad.title}\n${ad.description}`, bannedWords).length > 0) flags.push('banned_word');
  if (PHONE_IN_TEXT.test(ad.description) || LINK_IN_TEXT.test(ad.description)) flags.push('contact_in_description');
  return flags;
}

/** A price below a tenth or above ten times the category's median of live ads (with enough ads to tell). */
export const PRICE_OUTLIER_FACTOR = 10;
const MIN_ADS_FOR_MEDIAN = 5;

/** Every check on an ad as stored: text, price against the category, pictures and text of other live ads. */
export async function reviewFlags(db: Queryable, adId: number): Promise<ReviewFlag[]> {
  const [ad] = await db.query<{
    title: string;
    description: string;
    category_id: number;
    price: number | null;
    median: number | null;
    live: number;
    same_picture: boolean;
    same_text: boolean;
    banned_words: string[];
  }>(
    `SELECT a.title, a.description, a.category_id, a.price,
       m.median, m.live,
       EXISTS (SELECT 1 FROM ad_images mine JOIN images mi ON mi.id = mine.image_id
               JOIN images other ON other.sha256 = mi.sha256 AND other.id <> mi.id
               JOIN ad_images oi ON oi.image_id = other.id
               JOIN ads o ON o.id = oi.ad_id AND o.status = 'published' AND o.id <> a.id
               WHERE mine.ad_id = a.id AND mi.sha256 IS NOT NULL) AS same_picture,
       EXISTS (SELECT 1 FROM ads o WHERE o.status = 'published' AND o.id <> a.id
               AND md5(lower(o.description)) = md5(lower(a.description))) AS same_text,
       -- Read at every check, so that a word staff add or remove counts at once in every process.
       ARRAY(SELECT word FROM banned_words ORDER BY id) AS banned_words
     FROM ads a
     CROSS JOIN LATERAL (
       SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price)::float8 AS median, count(*)::int AS live
       FROM ads p WHERE p.category_id = a.category_id AND p.status = 'published' AND p.price > 0 AND p.id <> a.id
     ) m
     WHERE a.id = $1`,
    [adId],
  );
  if (!ad) return [];
  const flags = textFlags(ad, ad.banned_words);
  if (
    ad.price !== null &&
    ad.median !== null &&
    ad.live >= MIN_ADS_FOR_MEDIAN &&
    (ad.price * PRICE_OUTLIER_FACTOR < ad.median || ad.price > ad.median * PRICE_OUTLIER_FACTOR)
  )
    flags.push('price_outlier');
  if (ad.same_picture) flags.push('duplicate_picture');
  if (ad.same_text) flags.push('duplicate_text');
  // Only job ads: a car's "registration fee paid" is not a scam (decision 122).
  const category = catalogueIndex.categoryById(ad.category_id);
  if (category && isJobCategory(category) && asksForFee(`${ad.title}\n${ad.description}`)) flags.push('fee_request');
  return flags;
}
