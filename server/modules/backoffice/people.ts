// People in the back office: the person page gathers what the account, ads, moderation and payments
// modules know of one account; the actions (warn, suspend, restore, verify as employer, reset phone numbers) are
// taken through those modules' services, each in one transaction with its audit-log entry.
import { z } from 'zod';
import { isStaff } from '../../../core/backoffice/permissions.ts';
import { AppError } from '../../../core/errors.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import type { AppServices } from '../../context.ts';
import { FormBoolean } from '../../http/inputs.ts';
import {
  addWarning,
  getPerson,
  type Person,
  resetPhoneNumbers,
  restoreAccount,
  setEmployerVerified,
  suspendAccount,
} from '../accounts/index.ts';
import { hideAdsOfSuspended, listMyAds, type MyAdsPage, showAdsOfRestored } from '../ads/index.ts';
import { type ChatReport, listChatReports } from '../chat/index.ts';
import { reportsAboutPoster } from '../reports/index.ts';
import { memberTerms, type TermView } from '../memberships/index.ts';
import { listPayments } from '../payments/index.ts';
import { type IssuedVoucher, issuedVouchers } from '../promotions/index.ts';
import { recordAction, type Staff } from '../staff/index.ts';

/** A form's checkbox or hidden field, or the API's boolean: 'true' and 'on' are true, anything else false. */
export const EmployerSchema = z.object({ verified: FormBoolean });
export type PersonAction = 'warn' | 'suspend' | 'restore' | 'employer' | 'phone-reset';

export interface PersonPage {
  person: Person;
  ads: MyAdsPage['ads'];
  adTotals: MyAdsPage['totals'];
  reports: Awaited<ReturnType<typeof reportsAboutPoster>>;
  payments: Awaited<ReturnType<typeof listPayments>>['payments'];
  /** Chats reported about this person, open and closed, newest first. */
  chatReports: ChatReport[];
  /** Their membership terms not yet over, the one in force first (decision 180). */
  memberships: TermView[];
  /** Vouchers staff issued them, newest first (decision 181). */
  vouchers: IssuedVoucher[];
}

async function requirePerson(db: Queryable, userId: number): Promise<Person> {
  const person = await getPerson(db, userId);
  if (!person) throw new AppError('NOT_FOUND');
  return person;
}

export async function personPage(db: Queryable, userId: number, now: Date): Promise<PersonPage> {
  const person = await requirePerson(db, userId);
  const [published, reports, payments, chatReports, memberships, vouchers] = await Promise.all([
    listMyAds(db, userId, 'published', 1),
    reportsAboutPoster(db, userId),
    listPayments(db, { userId }, 1),
    listChatReports(db, { reportedId: userId }),
    memberTerms(db, userId, now),
    issuedVouchers(db, userId),
  ]);
  return {
    person,
    ads: published.ads,
    adTotals: published.totals,
    reports,
    payments: payments.payments,
    chatReports,
    memberships,
    vouchers,
  };
}

const stateOf = (person: Person) => ({
  suspended: person.suspended,
  employer_verified: person.employerVerified,
  phones: person.phones,
});

/**
 * One action on a person, in one transaction with its audit entry. Staff accounts cannot be suspended (an admin
 * changes their role first), and nobody suspends themselves.
 */
export async function actOnPerson(
  services: Pick<AppServices, 'db' | 'clock'> & { db: Database },
  staff: Staff,
  userId: number,
  action: PersonAction,
  input: { reason: string; verified?: boolean },
): Promise<Person> {
  const now = services.clock.now();
  return services.db.transaction((tx) => actOnPersonIn(tx, now, staff, userId, action, input));
}

/** actOnPerson inside the caller's transaction (a chat report closed by warning or suspending its sender). */
export async function actOnPersonIn(
  tx: Queryable,
  now: Date,
  staff: Staff,
  userId: number,
  action: PersonAction,
  input: { reason: string; verified?: boolean },
): Promise<Person> {
  const before = await requirePerson(tx, userId);
  if (action === 'suspend' && (userId === staff.id || isStaff(before.role))) throw new AppError('FORBIDDEN');
  let hidden: number | null = null;
  if (action === 'warn') await addWarning(tx, userId, staff.id, input.reason, now);
  if (action === 'suspend') {
    if (before.suspended) throw new AppError('INVALID_TRANSITION');
    await suspendAccount(tx, userId, now);
    hidden = await hideAdsOfSuspended(tx, userId);
  }
  if (action === 'restore') {
    if (!before.suspended) throw new AppError('INVALID_TRANSITION');
    await restoreAccount(tx, userId);
    hidden = await showAdsOfRestored(tx, userId);
  }
  if (action === 'employer') await setEmployerVerified(tx, userId, input.verified ?? true, now);
  if (action === 'phone-reset') await resetPhoneNumbers(tx, userId);
  const after = await requirePerson(tx, userId);
  await recordAction(tx, staff, {
    action: `person.${action}`,
    subject: { type: 'user', id: userId },
    before: stateOf(before),
    after: hidden === null ? stateOf(after) : { ...stateOf(after), ads_changed: hidden },
    reason: input.reason,
  });
  return after;
}
