import { translator } from '../../core/i18n.ts';
import { useLocale } from '../ui/i18n.ts';
import { promotionMessages } from './promotion-messages.ts';

export function usePromotionT() {
  return translator(promotionMessages, useLocale());
}
