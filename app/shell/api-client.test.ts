import { describe, expect, test } from 'vitest';
import { ApiError, type BrowserSide, callApi } from './api-client.ts';

function fakeBrowser(answers: Record<string, Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const visited: string[] = [];
  const side: BrowserSide = {
    fetch: (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return answers[url] ?? new Response(null, { status: 404 });
    }) as typeof fetch,
    location: { pathname: '/bn/my/favorite-ads', search: '?page=2', assign: (url) => visited.push(url) },
  };
  return { side, calls, visited };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('callApi', () => {
  test('sends JSON with the application name and language, and answers the body', async () => {
    const { side, calls } = fakeBrowser({ '/data/account': json({ account: { id: 7 } }) });
    expect(await callApi('bn', '/data/account', {}, side)).toEqual({ account: { id: 7 } });
    expect(calls[0]?.init?.headers).toMatchObject({ 'application-name': 'web', 'accept-language': 'bn' });
  });

  test('on a 401 logs out and goes to login, remembering the current address (spec section 8)', async () => {
    const { side, calls, visited } = fakeBrowser({
      '/data/favorites': json({ error: { code: 'UNAUTHORIZED', message: 'Please log in' } }, 401),
      '/data/logout': json({ ok: true }),
    });
    await expect(callApi('bn', '/data/favorites', {}, side)).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => [c.url, c.init?.method])).toEqual([
      ['/data/favorites', 'GET'],
      ['/data/logout', 'POST'],
    ]);
    expect(visited).toEqual(['/bn/users/login?action=my-account&redirect-url=%2Fbn%2Fmy%2Ffavorite-ads%3Fpage%3D2']);
  });

  test('other failures keep the user signed in and carry the error body', async () => {
    const { side, visited } = fakeBrowser({
      '/data/account': json({ error: { code: 'VALIDATION_FAILED', message: 'Bad' } }, 400),
    });
    const error = await callApi('en', '/data/account', { method: 'PATCH', body: {} }, side).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } });
    expect(visited).toEqual([]);
  });
});
