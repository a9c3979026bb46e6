import { translator } from '../../core/i18n.ts';
import { useLocale } from '../ui/i18n.ts';
import { paymentMessages } from './payment-messages.ts';

export function usePaymentT() {
  return translator(paymentMessages, useLocale());
}
