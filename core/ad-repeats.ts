// A seller posting again one of their own ads (decision 264): the same picture (the same stored bytes, or the same
// photo by its likeness, decision 270) or the same title and description once spelling noise is set aside (case,
// spacing, punctuation, Bengali or Latin digits: the search's own normalisation). Pure: the ads module reads the
// seller's candidate ads and their pictures' marks, this decides.
import type { AdStatus } from './ad-lifecycle.ts';
import { type PictureMarks, samePicture } from './picture-likeness.ts';
import { tokenizeSearchText } from './search/text.ts';

/** How far back a seller's ad that is no longer live (rejected, expired) still counts as theirs to repeat. */
export const REPEAT_WINDOW_DAYS = 30;

/** Live ads count at any age; these only when changed within REPEAT_WINDOW_DAYS. */
export const RECENT_ONLY_STATUSES = ['rejected', 'expired'] as const satisfies readonly AdStatus[];

/** The statuses of an ad a new one can repeat; a deactivated (deleted or sold) ad is the seller's to post again. */
export const REPEATABLE_STATUSES = [
  'pending_review',
  'pending_payment',
  'published',
  ...RECENT_ONLY_STATUSES,
] as const satisfies readonly AdStatus[];
export type RepeatableStatus = (typeof REPEATABLE_STATUSES)[number];

/** Why an ad repeats another: the review flag the moderator sees for it (server/modules/ads/checks.ts). */
export type RepeatReason = 'duplicate_picture' | 'duplicate_text';

/** A text's words as search reads them, joined by one space: "Brand NEW, ১০০%!" → "brand new 100". */
export const adTextKey = (text: string): string => tokenizeSearchText(text).join(' ');

/** Near-identical: the same title and the same description word for word, once normalised (adTextKey). */
export function sameAdText(
  a: { readonly title: string; readonly description: string },
  b: { readonly title: string; readonly description: string },
): boolean {
  return adTextKey(a.title) === adTextKey(b.title) && adTextKey(a.description) === adTextKey(b.description);
}

export interface RepeatDraft {
  readonly title: string;
  readonly description: string;
  /** What tells the draft's pictures apart: their digests (images.sha256) and likenesses (images.likeness). */
  readonly pictures: readonly PictureMarks[];
}

export interface RepeatCandidate extends RepeatDraft {
  readonly id: number;
  readonly slug: string;
  readonly status: RepeatableStatus;
}

export interface RepeatedAd {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly status: RepeatableStatus;
  readonly reason: RepeatReason;
}

/**
 * The seller's ad that `draft` repeats, or null. Candidates come newest first. A shared picture is the stronger sign,
 * so it wins over the same text; among several, a published ad first (the one that can be bumped), else the newest.
 */
export function findRepeatedAd(draft: RepeatDraft, candidates: readonly RepeatCandidate[]): RepeatedAd | null {
  const byPicture = candidates.filter((c) => c.pictures.some((p) => draft.pictures.some((q) => samePicture(p, q))));
  const byText = byPicture.length > 0 ? [] : candidates.filter((c) => sameAdText(draft, c));
  const matches = byPicture.length > 0 ? byPicture : byText;
  const best = matches.find((c) => c.status === 'published') ?? matches[0];
  if (!best) return null;
  const reason: RepeatReason = byPicture.length > 0 ? 'duplicate_picture' : 'duplicate_text';
  return { id: best.id, slug: best.slug, title: best.title, status: best.status, reason };
}

/** Only a published ad can be bumped up; any of them can be edited. */
export const canBumpInstead = (ad: Pick<RepeatedAd, 'status'>): boolean => ad.status === 'published';
