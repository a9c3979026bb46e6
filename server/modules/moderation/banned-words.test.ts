// Banned words without a deploy (decision 176): a moderator adds a word, and the next ad holding it is
// flagged and waits in the review queue; removing it lets the next ad through; each change is in the audit log;
// support and finance are refused, a person gets 404.
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { addPhone, client, promote, signUp } from '../accounts/testing.ts';

const api = useTestApp();
type Person = Awaited<ReturnType<typeof signUp>>;
let moderator: Person;
let support: Person;
let seller: Person & { phone: string };

beforeAll(async () => {
  moderator = await signUp(api, { name: 'Mina Moderator' });
  support = await signUp(api, { name: 'Sumon Support' });
  await promote(api.db, moderator.email, 'moderator');
  await promote(api.db, support.email, 'support');
  const person = await signUp(api, { name: 'Selim Seller' });
  const phone = `+8801712${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  await addPhone(api, person.token, phone);
  seller = { ...person, phone };
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  client(api).call({ method, url, token, ...(payload === undefined ? {} : { payload }) });

const post = async (title: string) => {
  const response = await call(seller.token, 'POST', '/data/ads', {
    category_id: 102,
    location_id: 100,
    title,
    description: `${title}. Boxed, with the charger and the receipt, no scratches at all.`,
    price: '25000',
    price_negotiable: true,
    properties: { condition: 'used', brand: 'samsung', model: 'samsung-galaxy-s25-ultra' },
    contact_name: 'Selim',
    phone_numbers: [seller.phone.replace('+880', '0')],
  });
  expect(response.statusCode, response.body).toBe(201);
  const { ad } = response.json<{ ad: { id: number } }>();
  return (await call(seller.token, 'GET', `/data/ads/${ad.id}`)).json<{ ad: { reviewFlags: string[] } }>().ad;
};

describe('the banned words', () => {
  test('start as the list the checks held, and are the moderators’ and admins’ only', async () => {
    const list = await call(moderator.token, 'GET', '/data/admin/banned-words');
    expect(list.statusCode).toBe(200);
    const words = list.json<{ words: { word: string; reason: { en: string }; addedBy: null }[] }>().words;
    expect(words.find((w) => w.word === 'yaba')).toMatchObject({ reason: { en: 'Prohibited drug' }, addedBy: null });
    expect(words.map((w) => w.word)).toContain('ইয়াবা');
    expect((await call(support.token, 'GET', '/data/admin/banned-words')).statusCode).toBe(403);
    expect((await call(seller.token, 'GET', '/data/admin/banned-words')).statusCode).toBe(404);
    const asSupport = await call(support.token, 'POST', '/data/admin/banned-words', {
      word: 'kidney',
      reason_bn: 'অঙ্গ বিক্রি',
      reason_en: 'Organ trade',
    });
    expect(asSupport.statusCode).toBe(403);
  });

  test('a word added counts for the next ad at once; removed, it no longer does; both are audited', async () => {
    expect((await post('Galaxy S25 for kidney trade')).reviewFlags).toEqual([]);
    const added = await call(moderator.token, 'POST', '/data/admin/banned-words', {
      word: '  Kidney   Trade ',
      reason_bn: 'অঙ্গ বিক্রি বেআইনি',
      reason_en: 'Selling organs is illegal',
    });
    expect(added.statusCode, added.body).toBe(201);
    const word = added.json<{ word: { id: number; word: string; addedBy: string } }>().word;
    expect(word).toMatchObject({ word: 'kidney trade' });
    // (other words than the first ad's: the same again would be a repeat of it, decision 264)
    expect((await post('Galaxy S25 Ultra for KIDNEY trade')).reviewFlags).toEqual(['banned_word']);

    const again = await call(moderator.token, 'POST', '/data/admin/banned-words', {
      word: 'kidney trade',
      reason_bn: 'অঙ্গ বিক্রি',
      reason_en: 'Organ trade',
    });
    expect(again.statusCode).toBe(400);
    expect((await call(moderator.token, 'POST', '/data/admin/banned-words', { word: 'x' })).statusCode).toBe(400);

    expect((await call(moderator.token, 'POST', `/data/admin/banned-words/${word.id}/remove`)).statusCode).toBe(204);
    expect((await call(moderator.token, 'POST', `/data/admin/banned-words/${word.id}/remove`)).statusCode).toBe(404);
    expect((await post('Galaxy S25 kidney trade')).reviewFlags).toEqual([]);

    const entries = await api.db.query<{ action: string; actor_role: string; before: unknown; after: unknown }>(
      `SELECT action, actor_role, before, after FROM audit_log WHERE subject_type = 'banned_word' AND subject_id = $1
       ORDER BY id`,
      [String(word.id)],
    );
    expect(entries).toEqual([
      {
        action: 'banned_word.add',
        actor_role: 'moderator',
        before: null,
        after: { word: 'kidney trade', reason_bn: 'অঙ্গ বিক্রি বেআইনি', reason_en: 'Selling organs is illegal' },
      },
      {
        action: 'banned_word.remove',
        actor_role: 'moderator',
        before: { word: 'kidney trade', reason_bn: 'অঙ্গ বিক্রি বেআইনি', reason_en: 'Selling organs is illegal' },
        after: null,
      },
    ]);
  });
});
