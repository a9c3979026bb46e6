// The ad lifecycle (STYLE "Lifecycles as explicit state machines"): every status an ad can have, every
// named transition between them and who may trigger it. Pure: services ask `transition` for the next status and
// write it; nothing else decides a status.
//
//   draft ─submit─▶ pending_review ─approve─▶ published ─deactivate/markSold─▶ deactivated
//     └──submit (listing fee)─▶ pending_payment ─payFee─┘     │  ▲                     ▲
//                         pending_review ─reject─▶ rejected   │  └─republish─ expired  │
//                         rejected ─resubmit (edit)─▶ pending_review     published ─expire─▶ expired
//   expired ─republish (listing fee)─▶ pending_payment (beyond the free quota: core/memberships/quota.ts)
//   published ─editForReview─▶ pending_review (only when a field that needs review changed, see REVIEWED_FIELDS)
//   pending_review | published ─refundFee─▶ pending_payment (its listing fee refunded: decision 228)

export const AD_STATUSES = [
  'draft',
  'pending_review',
  'pending_payment',
  'published',
  'rejected',
  'deactivated',
  'expired',
] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** Who triggers a transition: the ad's owner, a moderator (or admin), an admin only, or the system (a job). */
export type Actor = 'owner' | 'moderator' | 'admin' | 'system';

interface TransitionDef {
  readonly from: readonly AdStatus[];
  /** The next status; `submit` depends on whether the category charges a listing fee. */
  readonly to: AdStatus | ((context: TransitionContext) => AdStatus);
  readonly by: readonly Actor[];
}

export interface TransitionContext {
  /** A listing fee is due before the ad may go live (core/memberships/quota.ts decides). */
  readonly feeDue: boolean;
}

const afterSubmit = ({ feeDue }: TransitionContext): AdStatus => (feeDue ? 'pending_payment' : 'pending_review');

export const TRANSITIONS = {
  submit: { from: ['draft'], to: afterSubmit, by: ['owner'] },
  // A rejected ad, corrected by its owner, goes back to review (or to payment if the fee is still due).
  resubmit: { from: ['rejected'], to: afterSubmit, by: ['owner'] },
  payFee: { from: ['pending_payment'], to: 'pending_review', by: ['admin', 'system'] },
  // A refunded listing fee ends what it paid for (decision 228): the ad waits for its fee again, out of search.
  refundFee: { from: ['pending_review', 'published'], to: 'pending_payment', by: ['system'] },
  approve: { from: ['pending_review'], to: 'published', by: ['moderator', 'admin', 'system'] },
  reject: { from: ['pending_review'], to: 'rejected', by: ['moderator', 'admin', 'system'] },
  editForReview: { from: ['published'], to: 'pending_review', by: ['owner'] },
  deactivate: {
    from: ['pending_review', 'pending_payment', 'published', 'rejected', 'expired'],
    to: 'deactivated',
    by: ['owner', 'moderator', 'admin'],
  },
  markSold: { from: ['published'], to: 'deactivated', by: ['owner'] },
  expire: { from: ['published'], to: 'expired', by: ['system'] },
  // Republishing starts a new live period: beyond the free quota it pays the listing fee first (decision 150).
  republish: { from: ['expired'], to: ({ feeDue }) => (feeDue ? 'pending_payment' : 'published'), by: ['owner'] },
} as const satisfies Record<string, TransitionDef>;

export type Transition = keyof typeof TRANSITIONS;

/** An admin has every moderator power; a moderator has none of an admin's own. */
const mayAct = (allowed: readonly Actor[], actor: Actor) =>
  allowed.includes(actor) || (actor === 'admin' && allowed.includes('moderator'));

export type TransitionResult =
  | { readonly ok: true; readonly to: AdStatus }
  | { readonly ok: false; readonly reason: 'not_allowed_from_status' | 'not_allowed_for_actor' };

/** The status after `name` from `from` by `actor`, or why it may not happen. */
export function transition(
  from: AdStatus,
  name: Transition,
  actor: Actor,
  context: TransitionContext = { feeDue: false },
): TransitionResult {
  const def: TransitionDef = TRANSITIONS[name];
  if (!def.from.includes(from)) return { ok: false, reason: 'not_allowed_from_status' };
  if (!mayAct(def.by, actor)) return { ok: false, reason: 'not_allowed_for_actor' };
  return { ok: true, to: typeof def.to === 'function' ? def.to(context) : def.to };
}

/** The transitions `actor` may take from `status` (for showing only the buttons that can work). */
export const availableTransitions = (status: AdStatus, actor: Actor): Transition[] =>
  (Object.keys(TRANSITIONS) as Transition[]).filter((name) => transition(status, name, actor).ok);

/** Days a published ad stays up before it expires (and may be republished from /my/republish-ads). */
export const AD_LIFETIME_DAYS = 60;

/**
 * Fields whose change sends a published ad back to review: what a buyer reads and what spam hides in. Price,
 * negotiable, contact name and phone numbers change often and harmlessly (a price drop should show at once).
 */
export const REVIEWED_FIELDS = ['title', 'description', 'category_id', 'properties', 'picture_ids', 'type'] as const;

/** Rejection reasons a moderator picks from (plus free text); messages in app/ads/ads-messages.ts. */
export const REJECTION_REASONS = [
  'prohibited_item',
  'duplicate',
  'wrong_category',
  'misleading_price',
  'contact_in_text',
  'poor_pictures',
  'spam',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** Spec section 3 "Ad listing labels". */
export type ListingLabel = 'leads_only' | 'published' | 'deactivated' | 'rejected' | 'dsd_recent';

/** Days a doorstep-delivery ad counts as recent (dsd_recent). */
export const DSD_RECENT_DAYS = 7;

/**
 * The listing label of an ad. Read of spec section 3: leads_only is an ad that is not listed yet (pending review
 * or payment) — its owner can share it but it is not in search; dsd_recent a published doorstep-delivery ad of the
 * last week; expired ads show as deactivated (they are down until republished). Drafts have no label.
 */
export function listingLabel(
  ad: { status: AdStatus; isDoorstepDelivery: boolean; publishedAt: Date | null },
  now: Date,
): ListingLabel | null {
  switch (ad.status) {
    case 'draft':
      return null;
    case 'pending_review':
    case 'pending_payment':
      return 'leads_only';
    case 'rejected':
      return 'rejected';
    case 'deactivated':
    case 'expired':
      return 'deactivated';
    case 'published': {
      const recent = ad.publishedAt !== null && now.getTime() - ad.publishedAt.getTime() < DSD_RECENT_DAYS * 86_400_000;
      return ad.isDoorstepDelivery && recent ? 'dsd_recent' : 'published';
    }
  }
}

/** The owner's lists (spec section 4 "Ad lists by account status"), with /my/republish-ads for expired ads. */
export const MY_AD_LISTS = {
  published: ['published'],
  pending: ['pending_review'],
  pending_payment: ['pending_payment'],
  rejected: ['rejected'],
  republish: ['expired'],
} as const satisfies Record<string, readonly AdStatus[]>;
export type MyAdList = keyof typeof MY_AD_LISTS;
