import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import { client, signUp } from '../accounts/testing.ts';

const api = useTestApp();
let ads: { id: number; slug: string }[] = [];

beforeAll(async () => {
  const seller = await createUser(api.db);
  ads = [
    await createAd(api.db, seller, { title: 'Yamaha FZS 2020', categoryId: 203 }),
    await createAd(api.db, seller, { title: 'Walton fridge', categoryId: 229 }),
  ];
});

describe('/data/favorites', () => {
  test('adds, lists and removes favourites of the signed-in account only', async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const c = client(api);
    const [first, second] = ads as unknown as [{ id: number }, { id: number }];
    expect((await c.call({ method: 'POST', url: `/data/favorites/${first.id}`, token: owner.token })).statusCode).toBe(
      201,
    );
    // Adding twice is the same as once.
    expect((await c.call({ method: 'POST', url: `/data/favorites/${first.id}`, token: owner.token })).statusCode).toBe(
      201,
    );
    await c.call({ method: 'POST', url: `/data/favorites/${second.id}`, token: owner.token });
    const list = await c.call({ method: 'GET', url: '/data/favorites', token: owner.token });
    expect(list.json<{ favorites: { id: number }[] }>().favorites.map((f) => f.id)).toEqual([second.id, first.id]);

    // Another account sees none of them and cannot delete them.
    const theirs = await c.call({ method: 'GET', url: '/data/favorites', token: other.token });
    expect(theirs.json()).toEqual({ favorites: [] });
    const steal = await c.call({ method: 'DELETE', url: `/data/favorites/${first.id}`, token: other.token });
    expect(steal.statusCode).toBe(404);

    expect(
      (await c.call({ method: 'DELETE', url: `/data/favorites/${first.id}`, token: owner.token })).statusCode,
    ).toBe(204);
    const after = await c.call({ method: 'GET', url: '/data/favorites', token: owner.token });
    expect(after.json<{ favorites: { id: number }[] }>().favorites.map((f) => f.id)).toEqual([second.id]);
  });

  test('needs a session, a published ad and, with a cookie, this site as origin', async () => {
    const c = client(api);
    expect((await c.call({ method: 'GET', url: '/data/favorites' })).statusCode).toBe(401);
    const { token } = await signUp(api);
    expect((await c.call({ method: 'POST', url: '/data/favorites/999999', token })).statusCode).toBe(404);
    expect((await c.call({ method: 'POST', url: '/data/favorites/abc', token })).statusCode).toBe(400);
    const foreign = await c.call({
      method: 'POST',
      url: `/data/favorites/${ads[0]?.id}`,
      cookie: token,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await c.call({ method: 'POST', url: `/data/favorites/${ads[0]?.id}`, cookie: token });
    expect(own.statusCode).toBe(201);
  });
});
