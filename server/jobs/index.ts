// The background jobs of a Haat process, in one list: to add one, write a `Job` (server/jobs/runner.ts: a unique
// name, an interval and `run(context)`) and add it to `jobsOf`. Every server process runs the runner; the jobs
// table lets only one of them run each job at a time.
import type { AppServices } from '../context.ts';
// Reconciling payments settles what they bought: the checkout flow puts its products on sale here too.
import '../flows/checkout.ts';
import { autoApproveCleanAds, expireAds, warnExpiringAds } from '../modules/ads/index.ts';
import { removeUnattachedPictures } from '../modules/media/index.ts';
import { sendEmailDigests, sendNotificationSms } from '../modules/notifications/index.ts';
import { runMembershipUpkeep } from '../modules/memberships/index.ts';
import { releasePayouts } from '../modules/orders/index.ts';
import { reconcilePayments } from '../modules/payments/index.ts';
import { applyPromotions } from '../modules/promotions/index.ts';
import { renewDemoAds } from '../seed/demo-renewal.ts';
import { createJobRunner, type Job, type JobRunner } from './runner.ts';
import { savedSearchAlertsJob } from './saved-search-alerts.ts';

export function jobsOf(services: AppServices): Job[] {
  const every = services.config.JOBS_INTERVAL_SECONDS;
  return [
    savedSearchAlertsJob(every),
    {
      name: 'notification-digest',
      everySeconds: every,
      run: async ({ db, signal }) => {
        await sendEmailDigests(db, services.email, services.config.PUBLIC_URL, signal);
      },
    },
    // Notices by SMS where the person chose it (decision 262): short, one per person and run.
    {
      name: 'notification-sms',
      everySeconds: every,
      run: async ({ db, signal }) => {
        await sendNotificationSms(db, services.sms, services.config.PUBLIC_URL, services.clock.now(), signal);
      },
    },
    // An honest ad that no moderator has looked at goes live within minutes (decision 34).
    {
      name: 'ad-auto-approval',
      everySeconds: every,
      run: ({ db }) => autoApproveCleanAds({ db }, services.clock.now()).then(() => {}),
    },
    // Uploads that no ad used within a day (a form abandoned, a picture replaced) are removed.
    {
      name: 'unattached-pictures',
      everySeconds: Math.max(every, 600),
      run: async ({ db, signal }) => {
        const remove = () => removeUnattachedPictures({ db, storage: services.storage }, services.clock.now());
        while (!signal.aborted && (await remove()) > 0) {
          // another batch
        }
      },
    },
    // Ads are published for 60 days; expiry to the minute is not needed.
    {
      name: 'ad-expiry',
      everySeconds: Math.max(every, 300),
      run: ({ db }) => expireAds({ db }, services.clock.now()).then(() => {}),
    },
    // Sellers are told three days before an ad's end (decision 260).
    {
      name: 'ad-expiry-warnings',
      everySeconds: Math.max(every, 300),
      run: ({ db }) => warnExpiringAds({ db }, services.clock.now()).then(() => {}),
    },
    // Payments a lost callback or a crash left open are asked about at the provider and settled.
    {
      name: 'payment-reconciliation',
      everySeconds: Math.max(every, 60),
      run: ({ db, signal }) => reconcilePayments({ ...services, db }, signal).then(() => {}),
    },
    // Promotions start, pause, bump, end and are refunded by the clock (decision 111).
    {
      name: 'promotions',
      everySeconds: Math.min(every, 60),
      run: ({ db }) => applyPromotions(db, services.clock.now()).then(() => {}),
    },
    // Memberships: queued downgrades let their ads go, the member flags follow the terms, reminders before the end
    // (decision 148).
    {
      name: 'memberships',
      everySeconds: Math.min(every, 60),
      run: ({ db }) =>
        runMembershipUpkeep(
          db,
          { email: services.email, sms: services.sms, publicUrl: services.config.PUBLIC_URL },
          services.clock.now(),
        ),
    },
    // Doorstep orders: payouts released when due (cash at delivery, prepaid 24 hours after without a complaint) and
    // orders left unconfirmed for 48 hours cancelled (decision 193).
    {
      name: 'order-payouts',
      everySeconds: Math.min(every, 300),
      run: ({ db }) => releasePayouts({ db, clock: services.clock }).then(() => {}),
    },
    // The demo's ads expire like real ones and come back as their sellers would republish them (decision 95).
    {
      name: 'demo-renewal',
      everySeconds: Math.max(every, 3600),
      run: ({ db }) => renewDemoAds(db, services.clock.now()).then(() => {}),
    },
    ...(services.db.driver === 'pglite' ? [plannerStatistics(every)] : []),
  ];
}

/**
 * The embedded database runs no autovacuum: its planner's statistics are refreshed by this job, as PostgreSQL's own
 * daemon does on a server (a search planned on statistics a hundred times off took five times as long).
 */
const plannerStatistics = (every: number): Job => ({
  name: 'planner-statistics',
  everySeconds: Math.max(every, 6 * 3600),
  run: ({ db }) => db.exec('ANALYZE'),
});

/** The process's runner over every job; call start() to begin polling and stop() on shutdown. */
export function createJobs(services: AppServices, onError: (job: string, error: unknown) => void): JobRunner {
  return createJobRunner({
    db: services.db,
    jobs: jobsOf(services),
    pollSeconds: Math.min(5, services.config.JOBS_INTERVAL_SECONDS),
    onError,
  });
}
