// The payout job: due payouts released, orders left unconfirmed cancelled (decision 193).
import { confirmOverdue } from '../../../core/delivery/order-lifecycle.ts';
import { payoutStatus } from '../../../core/delivery/payout.ts';
import type { AppServices } from '../../context.ts';
import { findOrders, loadOrder, moveOrder, type OrderRow, payoutOrderOf, tellOrderStep } from './records.ts';
import { acceptedColumns, cancelledColumns, restock } from './internal.ts';

/**
 * The payout job (decision 193): delivered orders whose payout is due are accepted by the system (cash at delivery,
 * prepaid once the complaint window passed without a complaint) and their payout released; placed orders their
 * seller left unconfirmed for 48 hours are cancelled. Each order in its own transaction, re-read under lock.
 */
export async function releasePayouts(services: Pick<AppServices, 'db' | 'clock'>): Promise<number> {
  const now = services.clock.now();
  let moved = 0;
  // Oldest first, leaving out open cases (held until an admin decides), so a backlog of them never hides due ones.
  const delivered = await findOrders(
    services.db,
    "state = 'delivered' AND (complaint_opened_at IS NULL OR complaint_decision IS NOT NULL) ORDER BY delivered_at LIMIT 200",
    [],
  );
  for (const candidate of delivered) {
    if (payoutStatus(payoutOrderOf(candidate), now).status !== 'due') continue;
    await services.db.transaction(async (tx) => {
      const order = (await loadOrder(tx, candidate.id, true)) as OrderRow;
      if (order.state !== 'delivered' || payoutStatus(payoutOrderOf(order), now).status !== 'due') return;
      const accepted = await moveOrder(tx, order, 'accept', 'system', now, acceptedColumns(order, now));
      await tellOrderStep(tx, accepted, 'accept', ['buyer', 'seller']);
      moved += 1;
    });
  }
  const placed = await findOrders(services.db, "state = 'placed' ORDER BY created_at LIMIT 200", []);
  for (const candidate of placed.filter((o) => confirmOverdue(o.created_at, now))) {
    await services.db.transaction(async (tx) => {
      const order = (await loadOrder(tx, candidate.id, true)) as OrderRow;
      if (order.state !== 'placed') return;
      const cancelled = await moveOrder(tx, order, 'cancel', 'system', now, cancelledColumns(order));
      await restock(tx, cancelled);
      await tellOrderStep(tx, cancelled, 'cancel', ['buyer', 'seller']);
      moved += 1;
    });
  }
  return moved;
}
