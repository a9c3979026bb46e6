// Server-only helpers of the payment pages: the payment module's services seen from a page (not found → 404 page).
import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { AppError } from '../../core/errors.ts';

/** Runs a service call; its NOT_FOUND becomes the not-found page (another user's payment or ad). */
export async function orNotFound<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

/** The buyer discards an unfinished checkout from the payments list (decision 228); another's is the 404 page. */
export const discardFromForm = (context: AppLoadContext, userId: number, form: FormData) =>
  orNotFound(() => context.modules.payments.discardPayment(context, userId, String(form.get('code') ?? '')));
