// The person page's membership and voucher parts (decisions 180-181): the member's terms and the vouchers
// issued to them, and for finance and admins the forms to grant a package, extend the term in force and issue a
// voucher, each with its reason and the loader's one-time token.
import { Form } from 'react-router';
import { formatDate, formatNumber, translator } from '../../core/i18n.ts';
import { membershipMessages, packageName } from '../../core/memberships/membership-messages.ts';
import { CATEGORY_GROUPS, DURATIONS_MONTHS, packageOf, TIERS } from '../../core/memberships/packages.ts';
import { discountText } from '../../core/promotions/vouchers.ts';
import type { TermView } from '../../server/modules/memberships/index.ts';
import type { IssuedVoucher } from '../../server/modules/promotions/index.ts';
import { useLocale } from '../ui/i18n.ts';
import { grantsMessages } from './grants-messages.ts';
import { ReasonField } from './reason-field.tsx';
import { backOfficeMessages } from './backoffice-messages.ts';

const input = 'mt-1 block w-full rounded border px-2 py-1';
const box = 'flex flex-col gap-1 rounded border p-2';
const button = 'self-start rounded bg-brand-700 px-3 py-1 text-sm text-white';

function useT() {
  const locale = useLocale();
  return { locale, t: translator(grantsMessages, locale), m: translator(membershipMessages, locale) };
}

export function MemberTerms({ terms, vouchers }: { terms: readonly TermView[]; vouchers: readonly IssuedVoucher[] }) {
  const { locale, t } = useT();
  const none = translator(backOfficeMessages, locale)('none');
  return (
    <>
      <section data-testid="person-memberships">
        <h2 className="mt-6 text-lg font-semibold">{t('membershipsTitle')}</h2>
        {terms.length === 0 ? <p className="text-sm">{none}</p> : null}
        <ul className="text-sm">
          {terms.map((term) => {
            const pkg = packageOf(term.variant_identifier);
            return (
              <li key={term.id}>
                {t('termLine', {
                  name: pkg ? packageName(locale, pkg) : term.variant_identifier,
                  from: formatDate(locale, new Date(term.starts_at)),
                  to: formatDate(locale, new Date(term.ends_at)),
                })}{' '}
                · {t(`source_${term.source}`)}
              </li>
            );
          })}
        </ul>
      </section>
      <section data-testid="person-vouchers">
        <h2 className="mt-6 text-lg font-semibold">{t('vouchersTitle')}</h2>
        {vouchers.length === 0 ? <p className="text-sm">{none}</p> : null}
        <ul className="text-sm">
          {vouchers.map((v) => (
            <li key={v.code}>
              {t('voucherLine', {
                code: v.code,
                discount: discountText(locale, v),
                date: formatDate(locale, new Date(v.expires_at)),
              })}
              {v.used ? ` · ${t('used')}` : ''}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function GrantForms({ tokens }: { tokens: { grant: string; extend: string; voucher: string } }) {
  const { locale, t, m } = useT();
  const reason = translator(backOfficeMessages, locale)('reason');
  return (
    <>
      <Form method="post" className={box} data-testid="person-grant">
        <h3 className="font-semibold">{t('grantTitle')}</h3>
        <input type="hidden" name="intent" value="membership" />
        <input type="hidden" name="kind" value="grant" />
        <input type="hidden" name="idempotency_key" value={tokens.grant} />
        <div className="grid grid-cols-3 gap-2 text-sm">
          <label>
            {t('group')}
            <select name="category_group" className={input}>
              {CATEGORY_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {m(`group_${group}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('tier')}
            <select name="tier" className={input}>
              {TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {m(`tier_${tier}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('months')}
            <select name="months" className={input}>
              {DURATIONS_MONTHS.map((months) => (
                <option key={months} value={months}>
                  {formatNumber(locale, months)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ReasonField label={reason} />
        <button type="submit" className={button}>
          {t('grant')}
        </button>
      </Form>
      <Form method="post" className={box} data-testid="person-extend">
        <h3 className="font-semibold">{t('extendTitle')}</h3>
        <input type="hidden" name="intent" value="membership" />
        <input type="hidden" name="kind" value="extend" />
        <input type="hidden" name="idempotency_key" value={tokens.extend} />
        <label className="text-sm">
          {t('days')}
          <input inputMode="numeric" name="days" required className={input} />
        </label>
        <ReasonField label={reason} />
        <button type="submit" className={button}>
          {t('extend')}
        </button>
      </Form>
      <Form method="post" className={box} data-testid="person-voucher">
        <h3 className="font-semibold">{t('voucherTitle')}</h3>
        <input type="hidden" name="intent" value="voucher" />
        <input type="hidden" name="idempotency_key" value={tokens.voucher} />
        <div className="grid grid-cols-3 gap-2 text-sm">
          <label>
            {t('discountKind')}
            <select name="discount_kind" className={input}>
              <option value="percent">{t('kind_percent')}</option>
              <option value="fixed">{t('kind_fixed')}</option>
            </select>
          </label>
          <label>
            {t('discountValue')}
            <input inputMode="numeric" name="discount_value" required className={input} />
          </label>
          <label>
            {t('expiresOn')}
            <input type="date" name="expires_on" required className={input} />
          </label>
        </div>
        <ReasonField label={reason} />
        <button type="submit" className={button}>
          {t('issue')}
        </button>
      </Form>
    </>
  );
}
