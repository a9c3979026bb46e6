// The seller's phone numbers behind a button (spec section 2): a form that works without JavaScript, posted
// through a fetcher with it; the page's action (adPageAction) answers with the numbers or why not.
import { useFetcher } from 'react-router';
import type { AdPageActionResult } from './ad-page.server.ts';
import { useAdT } from './use-ad-t.ts';

export function PhoneReveal({ adId, result }: { adId: number; result: AdPageActionResult | undefined }) {
  const t = useAdT();
  const fetcher = useFetcher<AdPageActionResult>({ key: `phone-${adId}` });
  const shown = fetcher.data?.intent === 'phone' ? fetcher.data : result?.intent === 'phone' ? result : undefined;
  if (shown?.numbers) {
    return (
      <ul className="space-y-2" data-testid="phone-numbers">
        {shown.numbers.map((number) => (
          <li key={number}>
            <a
              href={`tel:${number}`}
              className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white"
              aria-label={t('callSeller', { number })}
            >
              {number}
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="ad_id" value={adId} />
      {shown?.error ? (
        <p role="alert" className="mb-2 rounded bg-red-50 p-2 text-sm text-red-800">
          {t(shown.error)}
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="phone"
        disabled={fetcher.state !== 'idle'}
        className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white"
      >
        {t('showPhone')}
      </button>
    </fetcher.Form>
  );
}
