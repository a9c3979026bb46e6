// Inputs of a chat message, shared by the API, the socket and the chat page's form.
import { z } from 'zod';
import { normalizeNumberText } from '../../../core/digits.ts';
import { WHOLE_TAKA } from '../../http/money.ts';

export const MessageTextSchema = z.string().trim().max(2000);
/** The sender's idempotency key (e.g. a UUID made when the message was typed). */
export const ClientKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/** An offer in whole BDT: a JSON number from the apps, or text typed in the chat page's form ("৫,০০০"). */
export const OfferAmountSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? NaN : Number(normalizeNumberText(value))) : value),
    z.number().int().min(1).max(1_000_000_000),
  )
  .meta({ description: `${WHOLE_TAKA}: the price offered, 5000 is ৳5,000.` });
