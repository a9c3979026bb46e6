// For tests: the buyer on a stand-in's hosted payment page (a plain form, as without JavaScript).

/** Presses Pay, Fail or Cancel; answers where the page sends the browser (null: nowhere, e.g. a lost callback). */
export async function pressOnHostedPage(redirectUrl: string, action: 'pay' | 'fail' | 'cancel'): Promise<URL | null> {
  const response = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  return location ? new URL(location) : null;
}
