import { translator } from '../../core/i18n.ts';
import { useLocale } from '../ui/i18n.ts';
import { adStatsMessages } from './ad-stats-messages.ts';

export function useAdStatsT() {
  return translator(adStatsMessages, useLocale());
}
