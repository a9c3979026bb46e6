// The units of money in the API's answers (decision 255): an amount a person reads as a price (an ad's price, a
// salary, a listing fee, a chat offer) is whole taka, as the seller typed it; an amount of the payments ledger (what is
// charged, refunded, paid out) is poisha, the integer unit it is added up in (core/payments/money.ts), and its name
// ends in `_poisha`. Every money field's description starts with one of these, so a client never has to guess.
import { z } from 'zod';

export const WHOLE_TAKA = 'Whole taka (BDT)';
export const POISHA = 'Poisha (1/100 taka)';

/** Whole taka: 5000 is ৳5,000. `note` follows the unit in the description. */
export const wholeTaka = (note = '5000 is ৳5,000.') =>
  z
    .number()
    .int()
    .nonnegative()
    .meta({ description: `${WHOLE_TAKA}: ${note}` });

/** The description of a nullable whole-taka field (nullable() moves the value's own description into a branch). */
export const wholeTakaOrNull = (note: string) => ({ description: `${WHOLE_TAKA}: ${note}` });
