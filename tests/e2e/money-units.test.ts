// Money units (decision 255): an ad's price is whole taka everywhere it appears, on its page, in /data/serp, in
// /data/details and in the OpenAPI document that describes both, so an app reading the document shows ৳5,000 for
// 5000 and not ৳50.
import { describe, expect, inject, test } from 'vitest';
import { openPage, PHONE, visit } from './browser.ts';

interface Card {
  id: number;
  slug: string;
  type: string;
  price: number | null;
}
interface Detail {
  ad: { id: number; money: { amount: string; value: number; currency: string; unit: string | null } | null };
}
type Schema = { description?: string; properties?: Record<string, Schema> };

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${inject('baseUrl')}${path}`, { headers: { 'accept-language': 'en' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};
/** The digits of a shown amount as a number: "Tk 1,25,000" → 125000. */
const amountOf = (text: string) => Number(text.replace(/[^0-9]/g, ''));

describe('an ad’s price', () => {
  test('is the same whole taka on its page, in /data/serp, in /data/details and in the document', async () => {
    // A known ad: the first priced phone for sale of the demo data's results.
    const results = await api<{ ads: Card[] }>('/data/serp?categorySlug=mobile-phones');
    const card = results.ads.find((ad) => ad.price !== null && ad.price > 0 && ad.type === 'for_sale');
    expect(card, 'a priced phone for sale').toBeDefined();
    if (!card?.price) return;

    const { ad } = await api<Detail>(`/data/details?ad_id=${card.id}`);
    expect(ad.money).toMatchObject({ value: card.price, currency: 'BDT', unit: null });
    // The spec's money.amount: currency, amount and unit as shown, the same number.
    expect(ad.money?.amount).toMatch(/^Tk [0-9,]+$/);
    expect(amountOf(ad.money?.amount ?? '')).toBe(card.price);

    const page = await openPage(PHONE);
    await visit(page, `/en/ad/${card.slug}`);
    const shown = page
      .locator('main')
      .getByText(ad.money?.amount ?? '', { exact: true })
      .first();
    await shown.waitFor();
    expect(amountOf(await shown.innerText())).toBe(card.price);

    const document = await api<{ components: { schemas: Record<string, Schema> } }>('/data/openapi.json');
    const { AdCard, AdDetail } = document.components.schemas;
    expect(AdCard?.properties?.price?.description).toMatch(/^Whole taka \(BDT\)/);
    expect(AdDetail?.properties?.money).toBeDefined();
    expect(JSON.stringify(AdDetail?.properties?.money)).toContain('Whole taka (BDT)');
    expect(JSON.stringify([AdCard, AdDetail])).not.toMatch(/poisha/i);
  });
});
