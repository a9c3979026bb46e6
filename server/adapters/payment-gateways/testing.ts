// For tests: the buyer on a stand-in's hosted payment page, as a browser without JavaScript: press Pay, Fail or
// Cancel and follow the page back to the merchant's return URL.
import type { ProcessorName } from './gateway.ts';

/** The request the buyer's browser then makes to the merchant's return URL. */
export interface WayBack {
  readonly method: 'GET' | 'POST';
  readonly url: URL;
  readonly fields: Readonly<Record<string, string>>;
}

const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** Presses a button; answers the way back, or null when the page sends the browser nowhere (a lost callback). */
export async function pressOnHostedPage(
  processor: ProcessorName,
  redirectUrl: string,
  action: 'pay' | 'fail' | 'cancel',
): Promise<WayBack | null> {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  if (processor === 'bkash') {
    // bKash redirects the browser to callbackURL?paymentID=…&status=…
    const response = await fetch(redirectUrl, {
      method: 'POST',
      headers: form,
      body: `action=${action}`,
      redirect: 'manual',
    });
    const location = response.headers.get('location');
    return location ? { method: 'GET', url: new URL(location), fields: {} } : null;
  }
  // SSLCommerz posts the fields back with a form (submitted by script, or by its Continue button), through a hop.
  const page = await (await fetch(redirectUrl, { method: 'POST', headers: form, body: `choice=${action}` })).text();
  const hop = /<form id="back" method="post" action="([^"]+)">/.exec(page)?.[1];
  if (!hop) return null;
  const fields = Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name, value]) => [
      unescapeHtml(name ?? ''),
      unescapeHtml(value ?? ''),
    ]),
  );
  const redirected = await fetch(new URL(hop, redirectUrl), {
    method: 'POST',
    headers: form,
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const location = redirected.headers.get('location');
  return location ? { method: 'POST', url: new URL(location), fields } : null;
}
