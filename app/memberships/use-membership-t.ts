import { translator } from '../../core/i18n.ts';
import { membershipMessages } from '../../core/memberships/membership-messages.ts';
import { useLocale } from '../ui/i18n.ts';
import { membershipPageMessages } from './membership-page-messages.ts';

/** The membership pages' messages, and the package names shared with the API. */
export function useMembershipT() {
  const locale = useLocale();
  return { t: translator(membershipPageMessages, locale), names: translator(membershipMessages, locale) };
}
