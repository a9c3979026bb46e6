// The name of the membership package a payment bought (context omp), for lists where an ad's title would stand.
import type { Locale } from '../../core/catalogue.ts';
import { packageName } from '../../core/memberships/membership-messages.ts';
import { packageOf } from '../../core/memberships/packages.ts';

export function membershipName(
  locale: Locale,
  payment: { products: { membership: { variant: string } | null } },
): string | null {
  const pkg = payment.products.membership ? packageOf(payment.products.membership.variant) : undefined;
  return pkg ? packageName(locale, pkg) : null;
}
