// The status changes of an ad that are not its owner's: the moderators' (approve, reject, take down), the jobs'
// (expiry, auto-approval) and the accounts module's (suspension, erasure). Each asks the state machine
// (core/ad-lifecycle.ts) for the next status and who may take it.
import { AD_LIFETIME_DAYS, type RejectionReason, transition, type Transition } from '../../../core/ad-lifecycle.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import type { AppServices } from '../../context.ts';
import { recordAction } from '../staff/index.ts';
import { activeSavedReason } from '../moderation/index.ts';
import { type AdStatusPayload, notify } from '../notifications/index.ts';
import { type AdActor, isModerator, loadAd, next, type OwnAd } from './own-ad.ts';
import type { PostedAd } from './posting.ts';

export const LIFETIME = `${AD_LIFETIME_DAYS} days`;

/** What a notification of an ad's status needs of the ads a statement changed (RETURNING). */
const TOLD = 'id, user_id, slug, title';
type Told = { id: number; user_id: number; slug: string; title: string };

export async function feePaid(db: Queryable, adId: number): Promise<boolean> {
  const [row] = await db.query<{ paid: boolean }>(
    'SELECT listing_fee_paid_at IS NOT NULL AS paid FROM ads WHERE id = $1',
    [adId],
  );
  return row?.paid ?? false;
}

/** Applies a transition that changes only the status and its bookkeeping columns (`set`, parameters from $4). */
export async function applyTransition(
  db: Queryable,
  actor: AdActor | 'system',
  ad: OwnAd,
  name: Transition,
  set = '',
  params: readonly (string | null)[] = [],
  feeDue = false,
): Promise<PostedAd> {
  const status = next(ad, name, actor, feeDue);
  const [row] = await db.query<{ id: number }>(
    `UPDATE ads SET status = $2, updated_at = now()${set ? `, ${set}` : ''} WHERE id = $1 AND status = $3 RETURNING id`,
    [ad.id, status, ad.status, ...params],
  );
  // Someone else changed the ad between reading and writing it.
  if (!row) throw new AppError('INVALID_TRANSITION');
  // Staff acting on someone else's ad (approve, reject, take down, fee paid) is a back-office action.
  if (actor !== 'system' && actor.userId !== ad.userId) {
    await recordAction(
      db,
      { id: actor.userId, role: actor.role },
      {
        action: `ad.${name}`,
        subject: { type: 'ad', id: ad.id },
        before: { status: ad.status },
        after: { status },
        // A rejection's parameters are its reason and note, which the poster sees.
        reason: name === 'reject' ? params.filter(Boolean).join(': ') : '',
      },
    );
  }
  return { id: ad.id, slug: ad.slug, status };
}

/** Where each notification of an ad's status leads (decision 260): the ad, or the list of my ads it is now in. */
const STATUS_LINKS: Record<AdStatusPayload['step'], (slug: string) => string> = {
  approved: (slug) => `/bn/ad/${slug}`,
  rejected: () => '/bn/my/rejected-ads',
  expiring: () => '/bn/my/published-ads',
  expired: () => '/bn/my/republish-ads',
};

/**
 * Tells the seller of a decision about their ad (decision 260), in the app and the e-mail digest. The link is in
 * Bengali, the site's default; the page it opens offers the other language.
 */
async function tellSeller(
  db: Queryable,
  ad: { user_id: number; slug: string; title: string },
  payload: Omit<AdStatusPayload, 'title'>,
): Promise<void> {
  await notify(db, ad.user_id, {
    kind: 'ad_status',
    payload: { title: ad.title, ...payload },
    link: STATUS_LINKS[payload.step](ad.slug),
  });
}

/** A moderator publishes a pending ad; first publication starts its 60 days, an approved edit keeps them. */
export async function approveAd(db: Queryable, actor: AdActor | 'system', adId: number): Promise<PostedAd> {
  const ad = await loadAd(db, 'id', adId);
  if (!ad || (actor !== 'system' && !isModerator(actor))) throw new AppError('NOT_FOUND');
  const approved = await applyTransition(
    db,
    actor,
    ad,
    'approve',
    `published_at = COALESCE(published_at, now()), expires_at = COALESCE(expires_at, now() + $4::interval),
     rejection_reason = NULL, rejection_note = NULL, rejection_saved = NULL`,
    [LIFETIME],
  );
  await tellSeller(db, { user_id: ad.userId, slug: ad.slug, title: ad.input.title }, { step: 'approved' });
  return approved;
}

export async function rejectAd(
  db: Queryable,
  actor: AdActor,
  adId: number,
  input: { reason: string; note: string; saved_reason_id?: number },
): Promise<PostedAd> {
  const ad = await loadAd(db, 'id', adId);
  if (!ad || !isModerator(actor)) throw new AppError('NOT_FOUND');
  // A saved reason sets the reason and the texts in bn and en the poster reads.
  const saved = input.saved_reason_id ? await activeSavedReason(db, input.saved_reason_id) : null;
  const reason = (saved?.code ?? input.reason) as RejectionReason;
  const texts = saved ? { bn: saved.bn, en: saved.en } : null;
  const rejected = await applyTransition(
    db,
    actor,
    ad,
    'reject',
    'rejection_reason = $4, rejection_note = $5, rejection_saved = $6::jsonb',
    [reason, input.note || null, texts ? JSON.stringify(texts) : null],
  );
  await tellSeller(
    db,
    { user_id: ad.userId, slug: ad.slug, title: ad.input.title },
    { step: 'rejected', reason, saved: texts, note: input.note || null },
  );
  return rejected;
}

/**
 * Takes down every published ad whose 60 days are over (the `expire` transition by the system). For the job
 * runner; returns how many expired.
 */
export async function expireAds(services: Pick<AppServices, 'db'>, now: Date): Promise<number> {
  const result = transition('published', 'expire', 'system');
  if (!result.ok) throw new Error('the state machine no longer lets published ads expire');
  return services.db.transaction(async (tx) => {
    const rows = await tx.query<Told>(
      `UPDATE ads SET status = $1, updated_at = $2::timestamptz
       WHERE status = 'published' AND expires_at <= $2::timestamptz RETURNING ${TOLD}`,
      [result.to, now],
    );
    for (const ad of rows) await tellSeller(tx, ad, { step: 'expired' });
    return rows.length;
  });
}

/** Days before its end that a seller is told their ad is about to expire (decision 260). */
export const EXPIRY_WARNING_DAYS = 3;

/**
 * Tells each seller whose published ad ends within EXPIRY_WARNING_DAYS, once per end date (a republished ad has a new
 * one). For the job runner; returns how many were told.
 */
export async function warnExpiringAds(services: Pick<AppServices, 'db'>, now: Date): Promise<number> {
  return services.db.transaction(async (tx) => {
    const rows = await tx.query<Told & { expires_at: Date }>(
      `UPDATE ads SET expiry_warned_for = expires_at
       WHERE status = 'published' AND expires_at > $1::timestamptz
         AND expires_at <= $1::timestamptz + make_interval(days => $2)
         AND expiry_warned_for IS DISTINCT FROM expires_at
       RETURNING ${TOLD}, expires_at`,
      [now, EXPIRY_WARNING_DAYS],
    );
    for (const ad of rows) await tellSeller(tx, ad, { step: 'expiring', expires_at: ad.expires_at.toISOString() });
    return rows.length;
  });
}

/**
 * Lets a seller's published ads go before their 60 days (a membership downgraded below them, decision 147): the
 * system's `expire`, so the seller can republish them later from /my/republish-ads. Returns the ids expired.
 */
export async function expireAdsOf(db: Queryable, userId: number, adIds: readonly number[], now: Date) {
  const result = transition('published', 'expire', 'system');
  if (!result.ok) throw new Error('the state machine no longer lets published ads expire');
  const rows = await db.query<Told>(
    `UPDATE ads SET status = $1, updated_at = $2 WHERE user_id = $3 AND id = ANY($4::bigint[]) AND status = 'published'
     RETURNING ${TOLD}`,
    [result.to, now, userId, adIds],
  );
  for (const ad of rows) await tellSeller(db, ad, { step: 'expired' });
  return rows.map((r) => r.id);
}

/** Minutes a clean ad waits for a moderator before the system approves it. */
export const AUTO_APPROVE_MINUTES = 10;

/**
 * Approves pending ads that no check flagged, once they have waited AUTO_APPROVE_MINUTES, from posters who have
 * had no ad rejected: an honest ad is live within minutes even when no moderator is on duty. For the job runner.
 */
export async function autoApproveCleanAds(services: Pick<AppServices, 'db'>, now: Date): Promise<number> {
  const result = transition('pending_review', 'approve', 'system');
  if (!result.ok) throw new Error('the state machine no longer lets the system approve');
  return services.db.transaction(async (tx) => {
    const rows = await tx.query<Told>(
      `UPDATE ads a SET status = $1, updated_at = $2::timestamptz,
         published_at = COALESCE(published_at, $2::timestamptz),
         expires_at = COALESCE(expires_at, $2::timestamptz + $4::interval)
       WHERE status = 'pending_review' AND review_flags = '{}' AND submitted_at <= $2::timestamptz - $3::interval
         AND NOT EXISTS (SELECT 1 FROM ads r WHERE r.user_id = a.user_id AND r.status = 'rejected')
       RETURNING ${TOLD}`,
      [result.to, now, `${AUTO_APPROVE_MINUTES} minutes`, LIFETIME],
    );
    for (const ad of rows) await tellSeller(tx, ad, { step: 'approved' });
    return rows.length;
  });
}

/** A reported ad a moderator takes down (the reports module's closeReport): a published ad is deactivated. */
export async function takeDownReportedAd(db: Queryable, adId: number): Promise<void> {
  await db.query("UPDATE ads SET status = 'deactivated', updated_at = now() WHERE id = $1 AND status = 'published'", [
    adId,
  ]);
}

/** The ads of an account being erased come down with it (the erasure flow, server/flows/erasure.ts). */
export async function takeDownAdsOfErased(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `UPDATE ads SET status = 'deactivated', updated_at = now()
     WHERE user_id = $1 AND status NOT IN ('deactivated', 'expired')`,
    [userId],
  );
}

/**
 * A suspension (back office) takes the person's published ads off the site at once: search, ad pages and
 * lists drop them at once (cached searches check that the ads they show are still published). Answers how many.
 */
export async function hideAdsOfSuspended(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query(
    `UPDATE ads SET status = 'deactivated', deactivation_reason = 'suspended', updated_at = now()
     WHERE user_id = $1 AND status = 'published' RETURNING id`,
    [userId],
  );
  return rows.length;
}

/** The restore puts back the ads the suspension took off (those past their 60 days expire as usual). */
export async function showAdsOfRestored(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query(
    `UPDATE ads SET status = 'published', deactivation_reason = NULL, updated_at = now()
     WHERE user_id = $1 AND status = 'deactivated' AND deactivation_reason = 'suspended' RETURNING id`,
    [userId],
  );
  return rows.length;
}
