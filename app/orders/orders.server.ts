// Buy now and the orders pages in /my: loaders and actions over the orders module's services, the same the
// /data/orders calls use. The buy page works without JavaScript: a GET form chooses the place step by step (division,
// district, area) and shows the courier's charge; a POST form places the order.
import { randomUUID } from 'node:crypto';
import { type AppLoadContext, data, redirect } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { normalizeNumberText } from '../../core/digits.ts';
import { AppError } from '../../core/errors.ts';
import { formatMessage } from '../../core/i18n.ts';
import { errorMessages } from '../../core/error-messages.ts';
import { formFailure, readForm, requireViewer } from '../accounts/accounts.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

const positive = (value: string | null): number | undefined => {
  const n = Number(normalizeNumberText(value ?? ''));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export async function loadBuyPage({ request, context, locale }: PageArgs, adId: number) {
  const { account } = requireViewer(context, request, locale);
  if (!Number.isSafeInteger(adId) || adId <= 0) throw data(null, { status: 404 });
  const offer = await notFoundUnless(context.modules.orders.orderOffer(context.db, adId));
  const query = new URL(request.url).searchParams;
  const quantity = Math.min(positive(query.get('quantity')) ?? 1, Math.max(1, offer.stock));
  // Each level is kept only while it lies in the one chosen above it (a new division forgets the old district).
  const cities = await context.modules.orders.deliveryPlaces(context, {}, locale);
  const chosenIn = (places: readonly { id: number }[], name: string) => {
    const id = positive(query.get(name));
    return places.some((place) => place.id === id) ? id : undefined;
  };
  const city = chosenIn(cities, 'city_id');
  const zones = city ? await context.modules.orders.deliveryPlaces(context, { city_id: city }, locale) : [];
  const zone = chosenIn(zones, 'zone_id');
  const areas = zone ? await context.modules.orders.deliveryPlaces(context, { zone_id: zone }, locale) : [];
  const area = chosenIn(areas, 'area_id');
  let quote: { items: number; delivery: number; total: number; payer: string } | null = null;
  let quoteError: string | null = null;
  let cash: Awaited<ReturnType<AppLoadContext['modules']['orders']['cashOnDeliveryFor']>> = {};
  const phones = account.recent_phone_numbers;
  if (city && zone) {
    const order = { ad_id: adId, quantity, city_id: city, zone_id: zone, area_id: area };
    try {
      const priced = await context.modules.orders.priceNewOrder(context, account.id, {
        ...order,
        payment_method: 'online',
      });
      quote = {
        items: priced.money.itemsPoisha,
        delivery: priced.money.deliveryPoisha,
        total: priced.money.buyerPaysPoisha,
        payer: priced.offer.payer,
      };
      // Cash on delivery is offered only where it will be accepted, with the reason where not (decision 257).
      cash = await context.modules.orders.cashOnDeliveryFor(context, account.id, order, phones);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      quoteError = formatMessage(errorMessages, locale, error.code);
    }
  }
  return {
    locale,
    offer: { id: offer.id, title: offer.title, slug: offer.slug, stock: offer.stock },
    chosen: { city, zone, area, quantity },
    cities,
    zones,
    areas,
    quote,
    quoteError,
    name: account.profile.name,
    // The account's verified numbers (the accounts module's code check), newest first.
    phones,
    cash,
    // One key per form shown: a double submit places one order.
    idempotencyKey: randomUUID(),
  };
}

export async function buyAction({ request, context, locale }: PageArgs) {
  const { account } = requireViewer(context, request, locale);
  try {
    const input = await readForm(request, context.modules.orders.OrderInputSchema);
    const placed = await context.modules.orders.placeOrder(
      context,
      account.id,
      { ...input, locale },
      context.returnOrigin,
    );
    return redirect(placed.redirect_url ?? `/${locale}/my/orders/${placed.order.id}`);
  } catch (error) {
    return formFailure(locale, error);
  }
}

export async function loadMyOrders({ request, context, locale }: PageArgs) {
  const { account } = requireViewer(context, request, locale);
  const role = new URL(request.url).searchParams.get('role') === 'seller' ? 'seller' : 'buyer';
  return { locale, role, orders: await context.modules.orders.listOrders(context, account.id, role) } as const;
}

/** Someone else's order, or none, is the not-found page (never 403 for another's data). */
async function notFoundUnless<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export async function loadMyOrder({ request, context, locale }: PageArgs, id: number) {
  const { account } = requireViewer(context, request, locale);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return { locale, order: await notFoundUnless(context.modules.orders.getOrder(context, account.id, id)) };
}

/** The button pressed on the order page (`step`), or the complaint form. */
export async function orderAction({ request, context, locale }: PageArgs, id: number) {
  const { account } = requireViewer(context, request, locale);
  const form = await request.clone().formData();
  const step = String(form.get('step') ?? '');
  try {
    switch (step) {
      case 'confirm':
        await context.modules.orders.confirmOrder(context, account.id, id);
        break;
      case 'book':
        await context.modules.orders.bookParcel(context, account.id, id);
        break;
      case 'accept':
        await context.modules.orders.acceptOrder(context, account.id, id);
        break;
      case 'cancel':
        await context.modules.orders.cancelOrder(context, account.id, id);
        break;
      case 'pay': {
        const { redirect_url } = await context.modules.orders.payOrder(context, account.id, id, context.returnOrigin);
        if (redirect_url) return redirect(redirect_url);
        break;
      }
      case 'complain':
        await context.modules.orders.complainAboutOrder(
          context,
          account.id,
          id,
          await readForm(request, context.modules.orders.ComplaintInputSchema),
        );
        break;
      default:
        throw new AppError('VALIDATION_FAILED', [{ path: 'step', message: 'unknown' }]);
    }
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}
