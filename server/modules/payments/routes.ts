// The /data/* calls of payments. Buyer calls need a session and answer NOT_FOUND for anyone else's
// payment or ad; the provider calls (return, notify) are raw and unauthenticated: they settle nothing by
// themselves, the service asks the provider.
//   POST     /data/payments/checkout                      open a checkout       → 201 { payment, redirect_url }
//   GET|POST /data/payments/:processor/return             the buyer's browser back from the provider → 303 page
//   POST     /data/payments/:processor/notify             the provider's server-to-server notification → { state }
//   GET      /data/payments/:code                         one payment           → { payment }
//   POST     /data/payments/:code/discard                 the buyer drops an unfinished checkout → { payment }
//   POST     /data/payments/:code/refund                  admins: refund it     → { payment }
//   GET      /data/my/payments?page=                      the buyer's payments  → { payments, page, pages }
//   GET      /data/my/balance                             the seller's balance → { balance_poisha, entries }
//   GET      /data/promotions/invoice-details?paymentCode= (spec section 7)   → { invoice }
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { collectedGauge } from '../../adapters/metrics.ts';
import type { AppServices } from '../../context.ts';
import { parseInput } from '../../http/input.ts';
import { readInput, type RequestWith } from '../../http/input.ts';
import { Redirect } from '../../http/openapi.ts';
import { requireViewer } from '../../http/session.ts';
import { staffOf } from '../staff/index.ts';
import { balanceOf } from './balance.ts';
import {
  BalanceBody,
  CheckoutInputSchema,
  CheckoutStartedSchema,
  InvoiceBody,
  NoticeReceived,
  PaymentBody,
  PaymentCodeSchema,
  PaymentsPage,
  RefundInputSchema,
} from './schemas.ts';
import { discardPayment, startCheckout } from './checkout.ts';
import { getPayment, listMyPayments } from './buyer-reads.ts';
import { receiveNotice } from './settlement.ts';
import { refundPayment } from './back-office.ts';

const ProcessorParams = z.object({ processor: z.string().regex(/^[a-z]{2,20}$/) });
const CodeParams = z.object({ code: PaymentCodeSchema });
/** Provider fields: flat strings, a bounded number of them. */
const NoticeFields = z.record(z.string().max(64), z.string().max(2048)).refine((f) => Object.keys(f).length <= 100);

const MyPaymentsQuery = z.object({ page: z.coerce.number().int().min(1).max(400).default(1) });
const InvoiceQuery = z.object({ paymentCode: PaymentCodeSchema });

// The schemas of the routes below: their inputs (parsed in the handlers with the same schemas) and their answers.
const postPaymentsCheckout = { schema: { body: CheckoutInputSchema, response: { 201: CheckoutStartedSchema } } };
const onReturn = { schema: { params: ProcessorParams, response: { 303: Redirect } } };
const postPaymentsNotify = { schema: { params: ProcessorParams, response: { 200: NoticeReceived } } };
const onPayment = { schema: { params: CodeParams, response: { 200: PaymentBody } } };
const postDiscard = { schema: { params: CodeParams, response: { 200: PaymentBody } } };
const postRefund = { schema: { params: CodeParams, body: RefundInputSchema, response: { 200: PaymentBody } } };
const getMyPayments = { schema: { querystring: MyPaymentsQuery, response: { 200: PaymentsPage } } };
const getInvoiceDetails = { schema: { querystring: InvoiceQuery, response: { 200: InvoiceBody } } };
/** A request of the provider's return or notification: onReturn and postPaymentsNotify declare the same params. */
type OnProcessor = RequestWith<{ params: typeof ProcessorParams }>;
const getMyBalance = { schema: { response: { 200: BalanceBody } } };

export async function paymentRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const userId = async (request: FastifyRequest, reply: FastifyReply) =>
    (await requireViewer(request, reply)).account.id;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');
  // Payments by state, read when Prometheus scrapes: a rise of `redirected` or `approved` means
  // checkouts are stuck at a provider or activation is failing.
  collectedGauge('payments', 'Payments by state.', ['state'], async () => {
    const rows = await db.query<{ state: string; count: number }>(
      'SELECT state, count(*)::int AS count FROM payments GROUP BY state',
    );
    return rows.map((row) => ({ labels: { state: row.state }, value: row.count }));
  });

  // Providers post their returns and notifications as HTML forms (SSLCommerz); only these routes read forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post('/data/payments/checkout', postPaymentsCheckout, async (request, reply) => {
    const buyer = await userId(request, reply);
    const input = readInput(request, 'body');
    return noStore(reply)
      .status(201)
      .send(await startCheckout(services, buyer, input));
  });

  const notice = (kind: 'return' | 'notify') => async (request: OnProcessor, reply: FastifyReply) => {
    const { processor } = readInput(request, 'params');
    // The provider's own fields, from its form or its query: not an input of ours, so not declared.
    const fields = parseInput(NoticeFields, { ...(request.query as object), ...(request.body as object) }, 'query');
    const settled = await receiveNotice(services, processor, { kind, fields });
    if (kind === 'return') return noStore(reply).redirect(settled.returnPath, 303);
    return noStore(reply).send({ state: settled.state });
  };
  app.get('/data/payments/:processor/return', onReturn, notice('return'));
  app.post('/data/payments/:processor/return', onReturn, notice('return'));
  app.post('/data/payments/:processor/notify', postPaymentsNotify, notice('notify'));

  app.get('/data/payments/:code', onPayment, async (request, reply) => {
    const buyer = await userId(request, reply);
    const { code } = readInput(request, 'params');
    return noStore(reply).send({ payment: await getPayment(db, buyer, code) });
  });

  app.post('/data/payments/:code/discard', postDiscard, async (request, reply) => {
    const buyer = await userId(request, reply);
    const { code } = readInput(request, 'params');
    return noStore(reply).send({ payment: await discardPayment(services, buyer, code) });
  });

  app.post('/data/payments/:code/refund', postRefund, async (request, reply) => {
    const { code } = readInput(request, 'params');
    const { reason } = readInput(request, 'body');
    return reply.send({ payment: await refundPayment(services, staffOf(request), code, reason) });
  });

  app.get('/data/my/payments', getMyPayments, async (request, reply) => {
    const buyer = await userId(request, reply);
    const { page } = readInput(request, 'querystring');
    return noStore(reply).send(await listMyPayments(db, buyer, page));
  });

  app.get('/data/my/balance', getMyBalance, async (request, reply) => {
    const seller = await userId(request, reply);
    return noStore(reply).send(await balanceOf(db, seller));
  });

  app.get('/data/promotions/invoice-details', getInvoiceDetails, async (request, reply) => {
    const buyer = await userId(request, reply);
    const { paymentCode } = readInput(request, 'querystring');
    return noStore(reply).send({ invoice: await getPayment(db, buyer, paymentCode) });
  });
}
