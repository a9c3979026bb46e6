// The /data/* calls of doorstep orders. Buyer and seller calls need a session and answer NOT_FOUND for an
// order that is not theirs; the courier's webhook is raw and unauthenticated: it is a signal, the service asks the
// courier before anything moves.
//   GET  /data/orders/places?city_id=&zone_id=    the courier's divisions, districts, areas  → { places }
//   POST /data/orders/quote                        the price of an order for a place         → { money, place }
//   POST /data/orders                              buy now                                   → 201 { order, redirect_url }
//   GET  /data/my/orders?role=buyer|seller         the viewer's orders                       → { orders }
//   GET  /data/my/orders/:id                       one order with its history and actions    → { order }
//   POST /data/my/orders/:id/confirm|book|accept|cancel|complaint                            → { order }
//   POST /data/my/orders/:id/pay                   the buyer pays online (again)             → { order, redirect_url }
//   POST /data/orders/courier/webhook              the courier's webhook                     → the courier's answer
//   GET  /data/admin/orders/complaints             admins: open complaint cases              → { cases }
//   POST /data/admin/orders/:id/decision           admins: decide a case                     → { cases }
//   GET  /data/admin/orders/bookings               admins: bookings unresolved for 15 minutes → { bookings }
//   POST /data/admin/orders/:id/booking            admins: settle one from the courier's panel → { bookings }
//   GET  /data/admin/orders/refunds                admins: paid orders ended unsold          → { refunds }
//   POST /data/admin/orders/:id/refund             admins: refund one through its provider   → { refunds }
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import type { AppServices } from '../../context.ts';
import { readInput, type RequestWith } from '../../http/input.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { returnOriginOf } from '../../http/return-origin.ts';
import { requireViewer } from '../../http/session.ts';
import { staffOf } from '../staff/index.ts';
import {
  getBookings,
  getComplaints,
  getMyOrder,
  getMyOrders,
  getOrdersPlaces,
  getRefunds,
  type IdParams,
  postAccept,
  postBook,
  postBooking,
  postCancel,
  postComplaint,
  postConfirm,
  postCourierWebhook,
  postDecision,
  postOrders,
  postOrdersQuote,
  postPay,
  postRefund,
} from './route-schemas.ts';
import { acceptOrder, complainAboutOrder, deliveryPlaces, placeOrder, priceNewOrder } from './buyer.ts';
import { payOrder } from './online-payment.ts';
import { decideComplaint, listComplaintCases, listRefundsOwed, refundOwedOrder } from './complaints.ts';
import { receiveCourierSignal } from './courier-signals.ts';
import { cancelOrder, getOrder, listOrders } from './own-orders.ts';
import { bookParcel, confirmOrder } from './seller.ts';
import { listUnresolvedBookings, settleBookingByStaff } from './staff-bookings.ts';

export async function orderRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const userId = async (request: FastifyRequest, reply: FastifyReply) =>
    (await requireViewer(request, reply)).account.id;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

  app.get('/data/orders/places', { schema: getOrdersPlaces }, async (request, reply) => {
    const query = readInput(request, 'querystring');
    const locale = query.locale ?? localeFromAcceptLanguage(request.headers['accept-language']);
    return reply.header('cache-control', 'public, max-age=3600').send({
      places: await deliveryPlaces(services, query, locale),
    });
  });

  app.post('/data/orders/quote', { schema: postOrdersQuote }, async (request, reply) => {
    const buyer = await userId(request, reply);
    const priced = await priceNewOrder(services, buyer, readInput(request, 'body'));
    const { money } = priced;
    return noStore(reply).send({
      money: {
        items_poisha: money.itemsPoisha,
        delivery_poisha: money.deliveryPoisha,
        cod_charge_poisha: money.codChargePoisha,
        buyer_pays_poisha: money.buyerPaysPoisha,
        collect_poisha: money.collectPoisha,
      },
      place: priced.placeText,
    });
  });

  app.post('/data/orders', { schema: postOrders }, async (request, reply) => {
    const buyer = await userId(request, reply);
    const input = readInput(request, 'body');
    return noStore(reply)
      .status(201)
      .send(await placeOrder(services, buyer, input, returnOriginOf(services.config, request)));
  });

  app.get('/data/my/orders', { schema: getMyOrders }, async (request, reply) => {
    const viewer = await userId(request, reply);
    const { role } = readInput(request, 'querystring');
    return noStore(reply).send({ orders: await listOrders(services, viewer, role) });
  });

  app.get('/data/my/orders/:id', { schema: getMyOrder }, async (request, reply) => {
    const viewer = await userId(request, reply);
    const { id } = readInput(request, 'params');
    return noStore(reply).send({ order: await getOrder(services, viewer, id) });
  });

  const step =
    (run: (viewer: number, id: number) => Promise<unknown>) =>
    async (request: RequestWith<{ params: typeof IdParams }>, reply: FastifyReply) => {
      const viewer = await userId(request, reply);
      const { id } = readInput(request, 'params');
      return noStore(reply).send({ order: await run(viewer, id) });
    };
  app.post(
    '/data/my/orders/:id/confirm',
    { schema: postConfirm },
    step((viewer, id) => confirmOrder(services, viewer, id)),
  );
  app.post(
    '/data/my/orders/:id/book',
    { schema: postBook },
    step((viewer, id) => bookParcel(services, viewer, id)),
  );
  app.post(
    '/data/my/orders/:id/accept',
    { schema: postAccept },
    step((viewer, id) => acceptOrder(services, viewer, id)),
  );
  app.post(
    '/data/my/orders/:id/cancel',
    { schema: postCancel },
    step((viewer, id) => cancelOrder(services, viewer, id)),
  );
  app.post('/data/my/orders/:id/pay', { schema: postPay }, async (request, reply) => {
    const viewer = await userId(request, reply);
    const { id } = readInput(request, 'params');
    return noStore(reply).send(await payOrder(services, viewer, id, returnOriginOf(services.config, request)));
  });
  app.post('/data/my/orders/:id/complaint', { schema: postComplaint }, async (request, reply) => {
    const viewer = await userId(request, reply);
    const { id } = readInput(request, 'params');
    const order = await complainAboutOrder(services, viewer, id, readInput(request, 'body'));
    return noStore(reply).send({ order });
  });

  // The courier's own answer on success (Pathao wants 202 and its integration header); a refusal is our error shape.
  app.post('/data/orders/courier/webhook', { schema: postCourierWebhook }, async (request, reply) => {
    const courier = services.couriers.courier;
    if (!courier) throw new AppError('NOT_FOUND');
    const result = courier.verifyWebhook(request.headers, JSON.stringify(request.body ?? {}));
    if (!result.ok) throw new AppError(result.reason === 'signature' ? 'UNAUTHORIZED' : 'VALIDATION_FAILED');
    if (result.event.kind === 'parcel') await receiveCourierSignal(services, result.event);
    return reply.status(202).headers(result.answer.headers).send(result.answer.body);
  });

  app.get('/data/admin/orders/complaints', { schema: getComplaints }, async (_request, reply) =>
    noStore(reply).send({ cases: await listComplaintCases(db) }),
  );

  app.post('/data/admin/orders/:id/decision', { schema: postDecision }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const { decision, reason } = readInput(request, 'body');
    return noStore(reply).send({ cases: await decideComplaint(services, staffOf(request), id, decision, reason) });
  });

  app.get('/data/admin/orders/bookings', { schema: getBookings }, async (_request, reply) =>
    noStore(reply).send({ bookings: await listUnresolvedBookings(services) }),
  );

  app.post('/data/admin/orders/:id/booking', { schema: postBooking }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const { consignment_id, reason } = readInput(request, 'body');
    return noStore(reply).send({
      bookings: await settleBookingByStaff(services, staffOf(request), id, consignment_id, reason),
    });
  });

  app.get('/data/admin/orders/refunds', { schema: getRefunds }, async (_request, reply) =>
    noStore(reply).send({ refunds: await listRefundsOwed(db) }),
  );

  app.post('/data/admin/orders/:id/refund', { schema: postRefund }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const { reason } = readInput(request, 'body');
    return noStore(reply).send({ refunds: await refundOwedOrder(services, staffOf(request), id, reason) });
  });
}
