// The membership prices page (decision 178): checked as GET /data/admin/membership-prices and POST
// /data/admin/membership-prices/:variant, through the same service. The page takes whole taka; the call poisha.
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { normalizeNumberText } from '../../core/digits.ts';
import { packageName } from '../../core/memberships/membership-messages.ts';
import { POISHA_PER_TAKA } from '../../core/payments/money.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from './access.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

export async function loadMembershipPrices({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  const packages = await context.modules.memberships.packagePrices(context.db);
  return { packages: packages.map((p) => ({ ...p, name: packageName(locale, p) })) };
}

/** One package's form: `variant` and `amount_taka` (empty, or the `reset` button: back to the code's price). */
export async function membershipPriceForm({ request, context, locale }: PageArgs) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/membership-prices/:variant');
  const form = Object.fromEntries(await request.formData());
  const taka = form.intent === 'reset' ? '' : normalizeNumberText(String(form.amount_taka ?? ''));
  try {
    const { variant } = context.modules.http.parseInput(
      context.modules.memberships.MembershipPriceParams,
      form,
      'params',
    );
    const amount = taka === '' ? '' : /^\d+$/.test(taka) ? Number(taka) * POISHA_PER_TAKA : taka;
    const { amount_poisha } = context.modules.http.parseInput(
      context.modules.memberships.MembershipPriceSchema,
      { amount_poisha: amount },
      'body',
    );
    await context.modules.memberships.setPackagePrice(context.db, staff, variant, amount_poisha);
    return { ok: true as const, variant };
  } catch (error) {
    return formFailure(locale, error);
  }
}
