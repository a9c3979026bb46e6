// The test list of cross-script searches: each pair is a word as Bangladeshis type it in Latin letters
// and in Bengali letters. An ad titled in one script must be found by the word in the other, both ways. Pairs come
// from the maintained table (core/search/transliteration.ts) and from the catalogue's bn/en names.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { insertAds, buildAd, createUser } from '../../seed/factories.ts';

const t = useTestApp();

const PAIRS: readonly (readonly [string, string])[] = [
  // everyday words (the maintained table)
  ['mobile', 'মোবাইল'],
  ['phone', 'ফোন'],
  ['smartphone', 'স্মার্টফোন'],
  ['laptop', 'ল্যাপটপ'],
  ['computer', 'কম্পিউটার'],
  ['desktop', 'ডেস্কটপ'],
  ['tablet', 'ট্যাবলেট'],
  ['charger', 'চার্জার'],
  ['battery', 'ব্যাটারি'],
  ['camera', 'ক্যামেরা'],
  ['cover', 'কভার'],
  ['fridge', 'ফ্রিজ'],
  ['television', 'টেলিভিশন'],
  ['bike', 'বাইক'],
  ['motorcycle', 'মোটরসাইকেল'],
  ['bicycle', 'সাইকেল'],
  ['flat', 'ফ্ল্যাট'],
  ['apartment', 'অ্যাপার্টমেন্ট'],
  ['land', 'জমি'],
  ['plot', 'প্লট'],
  ['office', 'অফিস'],
  ['rent', 'ভাড়া'],
  ['original', 'অরিজিনাল'],
  ['driver', 'ড্রাইভার'],
  ['tutor', 'টিউটর'],
  ['sofa', 'সোফা'],
  ['table', 'টেবিল'],
  ['furniture', 'ফার্নিচার'],
  ['smartwatch', 'স্মার্টওয়াচ'],
  ['generator', 'জেনারেটর'],
  ['dress', 'ড্রেস'],
  ['saree', 'শাড়ি'],
  // brands and models (the catalogue's names)
  ['samsung', 'স্যামসাং'],
  ['iphone', 'আইফোন'],
  ['xiaomi', 'শাওমি'],
  ['walton', 'ওয়ালটন'],
  ['toyota', 'টয়োটা'],
  ['honda', 'হোন্ডা'],
  ['yamaha', 'ইয়ামাহা'],
  ['bajaj', 'বাজাজ'],
  ['axio', 'এক্সিও'],
  ['allion', 'এলিয়ন'],
  ['accord', 'অ্যাকর্ড'],
  ['alto', 'অল্টো'],
  ['acer', 'এসার'],
  ['asus', 'আসুস'],
  ['audi', 'অডি'],
  ['bmw', 'বিএমডব্লিউ'],
  ['anker', 'অ্যাঙ্কার'],
  ['baleno', 'বালেনো'],
  // places
  ['dhaka', 'ঢাকা'],
  ['sylhet', 'সিলেট'],
  ['chattogram', 'চট্টগ্রাম'],
];

async function search(query: string): Promise<string[]> {
  const response = await t.app.inject({ url: '/data/serp', query: { query } });
  return (response.json() as { ads: { title: string }[] }).ads.map((ad) => ad.title);
}

beforeAll(async () => {
  const seller = await createUser(t.db);
  // Every word in an ad of its own, in both scripts, with a marker word so that titles are unique.
  await insertAds(
    t.db,
    PAIRS.flatMap(([latin, bengali], i) => [
      buildAd(seller, { title: `${latin} latin${i}`, description: '' }),
      buildAd(seller, { title: `${bengali} bengali${i}`, description: '' }),
    ]),
  );
});

describe('cross-script search', () => {
  it('has a test list of at least 50 pairs', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PAIRS.map(([latin, bengali], i) => [latin, bengali, i] as const))(
    '"%s" finds "%s" and the other way round',
    async (latin, bengali, i) => {
      expect(await search(latin)).toContain(`${bengali} bengali${i}`);
      expect(await search(bengali)).toContain(`${latin} latin${i}`);
    },
  );
});
