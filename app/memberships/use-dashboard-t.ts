import { translator } from '../../core/i18n.ts';
import { useLocale } from '../ui/i18n.ts';
import { dashboardMessages } from './dashboard-messages.ts';

export function useDashboardT() {
  return translator(dashboardMessages, useLocale());
}
