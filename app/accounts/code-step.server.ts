// A page's SMS code step kept in a cookie while its code lives (decision 256), so reloading the page on the way
// back from the SMS app, or going back, keeps the step instead of asking for the number again.
import { type AppLoadContext, redirect } from 'react-router';
import type { CodeStep } from '../../server/http/session.ts';
import { isSecure } from './accounts.server.ts';

type Purpose = CodeStep['purpose'];

/** The step as the page shows it: the code's token, the number, and the seconds until a resend is allowed. */
export interface OpenCodeStep {
  readonly token: string;
  readonly phone: string;
  readonly resendIn: number;
}

/** The code step the browser keeps for `purpose`, if its code still lives. */
export function openCodeStep(
  context: Pick<AppLoadContext, 'modules' | 'clock'>,
  request: Request,
  purpose: Purpose,
): OpenCodeStep | null {
  const step = context.modules.http.codeStepFrom(request.headers.get('cookie'), purpose);
  if (!step) return null;
  const resendIn = Math.max(0, Math.ceil((Date.parse(step.resendAt) - context.clock.now().getTime()) / 1000));
  return { token: step.token, phone: step.phone, resendIn };
}

/** Back to `to` with the step of a code just sent kept for as long as the code lives. */
export function redirectWithCodeStep(
  context: Pick<AppLoadContext, 'modules' | 'clock'>,
  request: Request,
  to: string,
  purpose: Purpose,
  sent: { token: string; phone: string; expires_in: number; resend_in: number },
): Response {
  const resendAt = new Date(context.clock.now().getTime() + sent.resend_in * 1000).toISOString();
  const cookie = context.modules.http.codeStepCookie(
    { purpose, token: sent.token, phone: sent.phone, resendAt },
    sent.expires_in,
    isSecure(request),
  );
  return redirect(to, { headers: { 'set-cookie': cookie } });
}

/** The set-cookie header that ends a code step (the number is verified, or the person changes it). */
export const endedCodeStep = (context: Pick<AppLoadContext, 'modules'>, request: Request): string =>
  context.modules.http.codeStepCookie(null, 0, isSecure(request));
