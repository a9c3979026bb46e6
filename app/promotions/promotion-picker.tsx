// The promotion picker (spec section 3 "Promotion selection") and its confirmation, shared by the promote page and
// the pages after posting and editing. Plain form fields: it works without JavaScript.
import { Form } from 'react-router';
import { formatDate, formatDateTime } from '../../core/i18n.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { durationDays, PROMOTION_KINDS, type PromotionKind } from '../../core/promotions/catalogue.ts';
import { discountText } from '../../core/promotions/vouchers.ts';
import type { IssuedVoucher } from '../../server/modules/promotions/index.ts';
import { ProcessorButtons } from '../payments/processor-buttons.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { PromotionMessageKey } from './promotion-messages.ts';
import { usePromotionT } from './use-promotion-t.ts';

/** "7 days", "3 bumps, one a day" or "5 more pictures": what a product gives (spec section 9 durations). */
export function productLength(t: ReturnType<typeof usePromotionT>, p: OfferedProduct): string {
  if (p.kind === 'extra_images') return t('lengthPictures', { count: p.count });
  return p.kind === 'bump_up'
    ? t('lengthBumps', { count: p.count })
    : t('lengthDays', { days: durationDays({ kind: p.kind as PromotionKind, duration: p.duration, count: p.count }) });
}

export interface OfferedProduct {
  variant_identifier: string;
  kind: string;
  amount_poisha: number;
  duration: number;
  count: number;
}

export interface PickerProps {
  products: readonly OfferedProduct[];
  recommended: string | null;
  /** The fields as last sent (after a refusal), else the defaults. */
  fields: Record<string, string> | null;
  /** The earliest date a schedule may name (today in Bangladesh), YYYY-MM-DD. */
  minDate: string;
  /** Vouchers issued to the seller that they may still use (decision 181). */
  vouchers?: readonly IssuedVoucher[];
}

const input = 'mt-1 w-full rounded-lg border border-gray-300 px-3 py-2';

export function PromotionPicker({ products, recommended, fields, minDate, vouchers = [] }: PickerProps) {
  const t = usePromotionT();
  const locale = useLocale();
  const kinds = PROMOTION_KINDS.filter((kind) => products.some((p) => p.kind === kind));
  // Nothing paid is ticked for the seller (the spec's `preselection` is shown as the recommendation, not chosen): a
  // seller who taps on after a free post must not land on a total they did not pick.
  const chosen = (kind: PromotionKind) => fields?.[`kind_${kind}`] ?? '';
  const label = (p: OfferedProduct) =>
    t('variant', { length: productLength(t, p), price: formatPoisha(locale, p.amount_poisha) });
  const scheduled = fields?.schedule_type === 'schedule_promotion';
  return (
    <Form method="post" className="mt-4 space-y-4" data-testid="promotion-picker">
      {kinds.map((kind) => (
        <fieldset key={kind} className="rounded-lg border border-gray-200 p-3">
          <legend className="px-1 font-semibold">{t(`kind_${kind}` as PromotionMessageKey)}</legend>
          <p className="text-sm text-gray-700">{t(`what_${kind}` as PromotionMessageKey)}</p>
          <label className="mt-2 flex items-center gap-2">
            <input type="radio" name={`kind_${kind}`} value="" defaultChecked={chosen(kind) === ''} />
            {t('none', { kind: t(`kind_${kind}` as PromotionMessageKey) })}
          </label>
          {products
            .filter((p) => p.kind === kind)
            .map((p) => (
              <label key={p.variant_identifier} className="mt-1 flex items-center gap-2">
                <input
                  type="radio"
                  name={`kind_${kind}`}
                  value={p.variant_identifier}
                  defaultChecked={chosen(kind) === p.variant_identifier}
                />
                <span>{label(p)}</span>
                {p.variant_identifier === recommended ? (
                  <span className="rounded bg-amber-100 px-1 text-xs text-amber-900">{t('recommended')}</span>
                ) : null}
              </label>
            ))}
        </fieldset>
      ))}
      <fieldset className="rounded-lg border border-gray-200 p-3">
        <legend className="px-1 font-semibold">{t('whenTitle')}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="schedule_type" value="promote_now" defaultChecked={!scheduled} />
          {t('promoteNow')}
        </label>
        <label className="mt-1 flex items-center gap-2">
          <input type="radio" name="schedule_type" value="schedule_promotion" defaultChecked={scheduled} />
          {t('schedule')}
        </label>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          <label className="col-span-2 block text-sm sm:col-span-1">
            {t('date')}
            <input
              type="date"
              name="schedule_date"
              min={minDate}
              defaultValue={fields?.schedule_date ?? ''}
              className={input}
            />
          </label>
          <label className="block text-sm">
            {t('time')}
            <input
              type="text"
              name="schedule_time"
              inputMode="numeric"
              placeholder="9:15"
              defaultValue={fields?.schedule_time ?? ''}
              className={input}
            />
          </label>
          <label className="block text-sm">
            {t('ampm')}
            <select name="schedule_ampm" defaultValue={fields?.schedule_ampm || 'PM'} className={input}>
              <option value="AM">AM</option>
              <option value="PM">PM</option>
            </select>
          </label>
        </div>
        <p className="mt-2 text-xs text-gray-600">{t('slotNote')}</p>
      </fieldset>
      <label className="block text-sm">
        {t('voucher')}
        <input type="text" name="voucher" defaultValue={fields?.voucher ?? ''} autoComplete="off" className={input} />
      </label>
      {vouchers.length > 0 ? (
        <ul className="text-sm text-gray-700" data-testid="my-vouchers">
          {vouchers.map((v) => (
            <li key={v.code}>
              {t('myVoucher', {
                code: v.code,
                discount: discountText(locale, v),
                date: formatDate(locale, new Date(v.expires_at)),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="review"
        className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white"
      >
        {t('review')}
      </button>
    </Form>
  );
}

export interface QuotedLine {
  type: string;
  amount_poisha: number;
  schedule_at?: string | null;
  queued_after?: string;
  code?: string;
}

/** The selection priced by the server, the picker's fields kept hidden, one button per processor. */
export function PromotionConfirmation({
  lines,
  total,
  fields,
  processors,
  idempotencyKey,
}: {
  lines: readonly QuotedLine[];
  total: number;
  fields: Record<string, string>;
  processors: readonly { key: string }[];
  idempotencyKey: string;
}) {
  const t = usePromotionT();
  const locale = useLocale();
  return (
    <section className="mt-4" data-testid="promotion-confirmation">
      <h2 className="text-lg font-bold">{t('confirmTitle')}</h2>
      <ul className="mt-2 divide-y divide-gray-200">
        {lines.map((line, i) => (
          <li key={i} className="flex justify-between gap-2 py-2">
            <span>
              {line.type === 'voucher_v2'
                ? t('kind_voucher_v2', { code: line.code ?? '' })
                : t(`kind_${line.type}` as PromotionMessageKey)}
              {line.type !== 'voucher_v2' && line.type !== 'listing_fee' ? (
                <span className="block text-xs text-gray-600">
                  {line.queued_after
                    ? t('queuedAfter', { date: formatDateTime(locale, new Date(line.queued_after)) })
                    : line.schedule_at
                      ? t('startsAt', { date: formatDateTime(locale, new Date(line.schedule_at)) })
                      : t('startsNow')}
                </span>
              ) : null}
            </span>
            <span>{formatPoisha(locale, line.amount_poisha)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-gray-300 pt-2 text-lg">
        <span>{t('total')}</span>
        <strong data-testid="promotion-total">{formatPoisha(locale, total)}</strong>
      </p>
      <Form method="post">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="expected_amount_poisha" value={total} />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <input type="hidden" name="intent" value="pay" />
        <ProcessorButtons processors={processors} />
      </Form>
    </section>
  );
}
