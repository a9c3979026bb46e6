// What a payment bought, line by line, as its receipt e-mail and its invoice page both say it (decision 236): every
// product's name, what it gives (days, bumps, pictures, months), the ad it is for and its amount, and the gateway's
// transaction id and the time of day in Bangladesh. The names of the products are here once, in bn and en, for the
// server's e-mails and the pages alike (the promotion pages read theirs from here too).
import type { Locale } from '../catalogue.ts';
import { formatDateTime, translator } from '../i18n.ts';
import { packageName } from '../memberships/membership-messages.ts';
import { packageOf } from '../memberships/packages.ts';
import { productMessages } from './product-messages.ts';
import type { ProductType } from './purchase.ts';

/** What a line gives: promotions run days, bumps or add pictures (spec section 9 durations); packages run months. */
export interface ProductLength {
  readonly unit: 'days' | 'bumps' | 'pictures' | 'months';
  readonly count: number;
}

/** One thing a payment bought, as the buyer is shown it: its amounts in poisha, a voucher's negative. */
export interface PaymentLine {
  readonly kind: ProductType;
  /** The promotion variant or membership package bought; null for a listing fee, a voucher or an order. */
  readonly variant: string | null;
  /** The ad it is for; null for a membership package. */
  readonly ad: { readonly id: number; readonly title: string } | null;
  readonly length: ProductLength | null;
  readonly amount_poisha: number;
  /** A scheduled promotion's start (ISO); null when it starts once paid. */
  readonly schedule_at: string | null;
  /** voucher_v2: its code; doorstep_order: the order's number. */
  readonly reference: string | null;
}

/** "7 days", "3 bumps, one a day", "5 more pictures" or "3 months". */
export function lengthText(locale: Locale, length: ProductLength): string {
  const t = translator(productMessages, locale);
  switch (length.unit) {
    case 'days':
      return t('lengthDays', { days: length.count });
    case 'bumps':
      return t('lengthBumps', { count: length.count });
    case 'pictures':
      return t('lengthPictures', { count: length.count });
    case 'months':
      return t('lengthMonths', { months: length.count });
  }
}

/** The product's name: "Top Ad", "Voucher EID20", "Membership Vehicles Plus, 3 months". */
export function lineName(locale: Locale, line: Pick<PaymentLine, 'kind' | 'variant' | 'reference'>): string {
  const t = translator(productMessages, locale);
  if (line.kind === 'membership_package') {
    const pkg = packageOf(line.variant ?? '');
    return t('kind_membership_package', { name: pkg ? packageName(locale, pkg) : (line.variant ?? '') });
  }
  if (line.kind === 'voucher_v2') return t('kind_voucher_v2', { code: line.reference ?? '' });
  if (line.kind === 'doorstep_order') return t('kind_doorstep_order', { number: line.reference ?? '' });
  return t(`kind_${line.kind}`);
}

/** A line's product and what it gives (a package's name holds its months already): "Top Ad, 3 days". */
export function lineWhat(locale: Locale, line: PaymentLine): string {
  const length = line.length && line.kind !== 'membership_package' ? lengthText(locale, line.length) : '';
  return [lineName(locale, line), length].filter(Boolean).join(', ');
}

/** A line as one phrase with the ad it is for: `Top Ad, 3 days, for "Toyota Axio"` / `"Toyota Axio"-এর জন্য টপ অ্যাড, ৩ দিন`. */
export function lineText(locale: Locale, line: PaymentLine): string {
  const what = lineWhat(locale, line);
  return line.ad ? translator(productMessages, locale)('lineFor', { what, title: line.ad.title }) : what;
}

/** How the gateway names its transaction id: bKash's TrxID, SSLCommerz's bank transaction id. */
export function transactionLabel(locale: Locale, processor: string): string {
  const t = translator(productMessages, locale);
  return processor === 'bkash' || processor === 'sslcommerz' ? t(`transaction_${processor}`) : t('transaction_other');
}

/** The date and time of day of a payment, in Bangladesh time, saying so. */
export const paidAtText = (locale: Locale, at: Date): string =>
  translator(productMessages, locale)('paidAt', { date: formatDateTime(locale, at) });
