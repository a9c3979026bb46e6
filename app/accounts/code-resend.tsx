// Under a code step: "send a new code", with the wait the resend limit gives counted down (in Bengali digits in
// bn), and "change number". Without JavaScript both are plain posts; a resend asked for too early is answered with
// the wait (core/error-messages.ts errorText).
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useAccountT } from '../ui/form.tsx';

export function CodeResend({ action, phone, resendIn }: { action: string; phone: string; resendIn: number }) {
  const t = useAccountT();
  // Seconds a script has counted; null where none runs. The button is disabled only while a script counts down:
  // a page without one could never enable it again. The parents key this by the step, so a new code starts anew.
  const [elapsed, setElapsed] = useState<number | null>(null);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const seconds = Math.floor((Date.now() - started) / 1000);
      setElapsed(seconds);
      if (seconds >= resendIn) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [resendIn]);
  const left = Math.max(0, resendIn - (elapsed ?? 0));
  return (
    <div className="mt-4 border-t border-gray-100 pt-3">
      {left > 0 ? (
        <p className="text-sm text-gray-700" data-testid="resend-countdown">
          {t('resendIn', { seconds: left })}
        </p>
      ) : null}
      <div className="mt-2 grid grid-cols-2 gap-2">
        <Form method="post" action={action}>
          <input type="hidden" name="phone_number" value={phone} />
          <button
            type="submit"
            name="intent"
            value="send-code"
            disabled={elapsed !== null && left > 0}
            className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm font-semibold text-gray-900 disabled:text-gray-500"
          >
            {t('resendCode')}
          </button>
        </Form>
        <Form method="post" action={action}>
          <button
            type="submit"
            name="intent"
            value="change-number"
            className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm font-semibold text-gray-900"
          >
            {t('changeNumber')}
          </button>
        </Form>
      </div>
    </div>
  );
}
