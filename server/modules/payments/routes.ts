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
import { returnOriginOf } from '../../http/return-origin.ts';
import { readInput, type RequestWith } from '../../http/input.ts';
import { Redirect } from '../../http/openapi.ts';
import { requireViewer } from '../../http/session.ts';
import { staffCall, staffOf } from '../staff/index.ts';
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

// The schemas of the routes below: their inputs (parsed in the handlers with the same schemas) and their answers,
// and what the OpenAPI document says of each.
const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const BAD_CODE = '`400 VALIDATION_FAILED` for a code that is not a payment code (`params.code`)';
const NOTICE =
  "Unauthenticated: the fields are the provider's own, from its form or its query, and settle nothing by " +
  'themselves: the payment is settled only on what the provider answers when asked. Errors: `404 NOT_FOUND` for ' +
  'an unknown processor or payment, `400 VALIDATION_FAILED` (`bad_notice`) for fields the provider would not send.';
const postPaymentsCheckout = {
  schema: {
    summary: 'Open a checkout',
    description:
      'Prices what is bought (spec section 7 "Payment confirmation payload": a listing fee, promotions of a kind ' +
      'and variant, scheduled ones with schedule_at, a voucher, or a membership package alone) and opens a payment ' +
      'at the processor; the buyer goes on to `redirect_url`. The same idempotency_key answers the same payment. ' +
      `Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a bad item (\`body.items\`, \`product_not_sold\`) or ` +
      'an unavailable processor, `404 NOT_FOUND` for an ad that is not theirs, `409 PRICE_CHANGED` when ' +
      'expected_amount_poisha is not the price, `409 CHECKOUT_OPEN` while another checkout holds the same things, ' +
      '`503 SERVICE_UNAVAILABLE` when the processor does not answer.',
    body: CheckoutInputSchema,
    response: { 201: CheckoutStartedSchema },
  },
};
const onReturn = {
  schema: {
    summary: "Take the buyer's browser back from the processor",
    description: `The processor sends the buyer back here (GET or a form POST); answers 303 to the payment's page. ${NOTICE}`,
    params: ProcessorParams,
    response: { 303: Redirect },
  },
};
const postPaymentsNotify = {
  schema: {
    summary: "Receive a processor's notification",
    description: `The processor's server-to-server notice of a payment; answers the payment's state. ${NOTICE}`,
    params: ProcessorParams,
    response: { 200: NoticeReceived },
  },
};
const onPayment = {
  schema: {
    summary: 'Get a payment',
    description:
      "One of the signed-in buyer's payments, with its state and result (spec section 4) and what it buys. Errors: " +
      `${SIGNED_IN}, ${BAD_CODE}, \`404 NOT_FOUND\` for a payment that is not theirs.`,
    params: CodeParams,
    response: { 200: PaymentBody },
  },
};
const postDiscard = {
  schema: {
    summary: 'Discard an unfinished checkout',
    description:
      'The buyer drops an open checkout (decision 228): the processor is asked first, so one paid meanwhile is ' +
      'settled as paid; otherwise it expires and gives back what it held. A payment already over answers as it is. ' +
      `Errors: ${SIGNED_IN}, ${BAD_CODE}, \`404 NOT_FOUND\` for a payment that is not theirs.`,
    params: CodeParams,
    response: { 200: PaymentBody },
  },
};
const postRefund = {
  schema: {
    summary: 'Refund a payment',
    description: staffCall(
      'money.refund',
      'Refunds a settled payment in full at its processor, with a reason for the audit log; a payment already ' +
        `refunded answers as it is. Errors: ${BAD_CODE}, \`400 VALIDATION_FAILED\` for a reason under 3 or over 255 ` +
        "characters, `404 NOT_FOUND` for an unknown payment, `403 SELF_GRANT` for the staff member's own payment, " +
        '`409 INVALID_TRANSITION` for a payment that cannot be refunded or whose refund is under way, ' +
        '`503 SERVICE_UNAVAILABLE` when the processor does not answer.',
    ),
    params: CodeParams,
    body: RefundInputSchema,
    response: { 200: PaymentBody },
  },
};
const getMyPayments = {
  schema: {
    summary: "List the buyer's payments",
    description:
      "The signed-in buyer's payments, one page at a time. Errors: " +
      `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a page that is not from 1 to 400 (\`query.page\`).`,
    querystring: MyPaymentsQuery,
    response: { 200: PaymentsPage },
  },
};
const getInvoiceDetails = {
  schema: {
    summary: 'Get the invoice details of a payment',
    description:
      "The invoice of one of the signed-in buyer's payments (spec section 7), for the invoice page. Errors: " +
      `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a code that is not a payment code (\`query.paymentCode\`), ` +
      '`404 NOT_FOUND` for a payment that is not theirs.',
    querystring: InvoiceQuery,
    response: { 200: InvoiceBody },
  },
};
/** A request of the provider's return or notification: onReturn and postPaymentsNotify declare the same params. */
type OnProcessor = RequestWith<{ params: typeof ProcessorParams }>;
const getMyBalance = {
  schema: {
    summary: "Get the seller's balance",
    description:
      "The signed-in seller's balance (decision 110): money owed back to them, such as a promotion's unused " +
      `days when its ad is rejected or removed, and its latest 20 entries, newest first. Errors: ${SIGNED_IN}.`,
    response: { 200: BalanceBody },
  },
};

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
      .send(await startCheckout(services, buyer, { ...input, returnOrigin: returnOriginOf(services.config, request) }));
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
