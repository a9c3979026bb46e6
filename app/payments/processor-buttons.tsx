// One "Pay with …" submit button per processor offered (checkout_params_v2.processors), for the forms of the
// listing-fee and promotion confirmations.
import { PROCESSOR_LABELS } from './payment-messages.ts';
import { usePaymentT } from './use-payment-t.ts';

export function ProcessorButtons({ processors }: { processors: readonly { key: string }[] }) {
  const t = usePaymentT();
  return processors.map((processor) => (
    <button
      key={processor.key}
      type="submit"
      name="processor"
      value={processor.key}
      className="mt-3 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white"
    >
      {t('payWith', { processor: PROCESSOR_LABELS[processor.key] ?? processor.key })}
    </button>
  ));
}
