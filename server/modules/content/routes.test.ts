import { describe, expect, test } from 'vitest';
import { CONTENT_PAGE_NAMES } from '../../../core/content-pages.ts';
import { useTestApp } from '../../../tests/app.ts';
import { client, promote, signUp } from '../accounts/testing.ts';
import type { PageView } from './service.ts';

const api = useTestApp();

const EDIT = {
  bn: { title: 'শর্তাবলী (নতুন)', body: 'নতুন শর্ত।\n\n<script>alert(1)</script>' },
  en: { title: 'Terms (new)', body: 'New terms.\n\n[bad](javascript:alert(1)) <img src=x onerror=alert(1)>' },
};

async function admin() {
  const person = await signUp(api);
  await promote(api.db, person.email);
  return person;
}

describe('page content', () => {
  test('every page of the table has real text in bn and en', async () => {
    const c = client(api);
    for (const name of CONTENT_PAGE_NAMES) {
      for (const locale of ['bn', 'en'] as const) {
        const response = await c.call({ method: 'GET', url: `/data/page-content/${name}?locale=${locale}` });
        expect(response.statusCode, name).toBe(200);
        const { page } = response.json<{ page: PageView }>();
        expect(page.title.length, name).toBeGreaterThan(3);
        expect(page.html.length, name).toBeGreaterThan(300);
        if (locale === 'bn') expect(page.title, name).toMatch(/[\u0980-\u09FF]/);
        expect(page.html).not.toMatch(/lorem/i);
      }
    }
  });

  test('an unknown page name is a 400 naming the parameter', async () => {
    const response = await client(api).call({ method: 'GET', url: '/data/page-content/nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  test('takes the language from Accept-Language when no locale is given', async () => {
    const response = await client(api).call({
      method: 'GET',
      url: '/data/page-content/terms',
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(response.json<{ page: PageView }>().page).toMatchObject({ locale: 'en', title: 'Terms and conditions' });
  });

  test('an admin’s edit is what every visitor then gets, with scripts, handlers and javascript: links stripped', async () => {
    const { token } = await admin();
    const c = client(api);
    const saved = await c.call({ method: 'PUT', url: '/data/admin/page-content/terms', token, payload: EDIT });
    expect(saved.statusCode).toBe(204);

    const en = (await c.call({ method: 'GET', url: '/data/page-content/terms?locale=en' })).json<{ page: PageView }>();
    expect(en.page.title).toBe('Terms (new)');
    expect(en.page.html).toContain('New terms.');
    expect(en.page.html).not.toMatch(/<script|<img|<a\s|href="javascript:/i);
    expect(en.page.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(en.page.updatedAt).toBe(api.clock.now().toISOString());
    const bn = (await c.call({ method: 'GET', url: '/data/page-content/terms?locale=bn' })).json<{ page: PageView }>();
    expect(bn.page.html).toContain('নতুন শর্ত।');
    expect(bn.page.html).not.toContain('<script');

    const editor = await c.call({ method: 'GET', url: '/data/admin/page-content/terms', token });
    expect(editor.json()).toMatchObject({ page: { en: EDIT.en, bn: EDIT.bn } });
    const preview = await c.call({
      method: 'POST',
      url: '/data/admin/page-content/preview',
      token,
      payload: { body: '# Hi <script>x</script>' },
    });
    expect(preview.json<{ html: string }>().html).toBe('<h1>Hi &lt;script&gt;x&lt;/script&gt;</h1>\n');
  });

  test('only admins edit: a member gets 404 (no back office), a moderator 403, an anonymous caller 401', async () => {
    const member = await signUp(api);
    const moderator = await signUp(api);
    await promote(api.db, moderator.email, 'moderator');
    const c = client(api);
    for (const [token, status] of [
      [member.token, 404],
      [moderator.token, 403],
    ] as const) {
      const put = await c.call({ method: 'PUT', url: '/data/admin/page-content/privacy', token, payload: EDIT });
      expect(put.statusCode).toBe(status);
      expect((await c.call({ method: 'GET', url: '/data/admin/page-content/privacy', token })).statusCode).toBe(status);
      expect((await c.call({ method: 'GET', url: '/data/admin/contact-requests', token })).statusCode).toBe(status);
    }
    expect((await c.call({ method: 'PUT', url: '/data/admin/page-content/privacy', payload: EDIT })).statusCode).toBe(
      401,
    );
    const page = (await c.call({ method: 'GET', url: '/data/page-content/privacy?locale=en' })).json<{
      page: PageView;
    }>();
    expect(page.page.title).toBe('Privacy policy');
  });

  test('an edit with an empty title is refused with the field named', async () => {
    const { token } = await admin();
    const response = await client(api).call({
      method: 'PUT',
      url: '/data/admin/page-content/faq',
      token,
      payload: { ...EDIT, en: { title: ' ', body: 'x' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { violations: [{ path: 'body.en.title' }] } });
  });
});

describe('GET /data/static/meta', () => {
  test('answers the SEO data of a page and of the home page, with bn/en alternates', async () => {
    const c = client(api);
    const terms = await c.call({ method: 'GET', url: '/data/static/meta?page=staySafe&locale=en' });
    expect(terms.json()).toMatchObject({
      meta: {
        title: 'Stay safe | Haat',
        canonical: expect.stringMatching(/\/en\/stay-safe$/),
        alternates: { bn: expect.stringMatching(/\/bn\/stay-safe$/), en: expect.stringMatching(/\/en\/stay-safe$/) },
      },
    });
    const home = await c.call({ method: 'GET', url: '/data/static/meta', headers: { 'accept-language': 'bn' } });
    expect(home.json()).toMatchObject({
      meta: { title: expect.stringContaining('হাট'), canonical: expect.stringMatching(/\/bn$/) },
    });
  });
});

describe('contact and advertising requests', () => {
  const request = { kind: 'contact', name: 'Karim', email: 'karim@example.com', message: 'My ad is not showing yet.' };

  test('are stored for the admins, who alone can read them', async () => {
    const c = client(api);
    const sent = await c.call({ method: 'POST', url: '/data/contact-requests', payload: request });
    expect(sent.statusCode).toBe(201);
    await c.call({
      method: 'POST',
      url: '/data/contact-requests',
      payload: { ...request, kind: 'advertising', phone: '+880 1711-000000', message: 'Banner for our Eid sale.' },
    });
    const { token } = await admin();
    const list = await c.call({ method: 'GET', url: '/data/admin/contact-requests', token });
    expect(list.json<{ contact_requests: unknown[] }>().contact_requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'contact', name: 'Karim', message: request.message }),
        expect.objectContaining({ kind: 'advertising', phone: '+880 1711-000000' }),
      ]),
    );
  });

  test('are limited per address: the sixth within an hour gets 429', async () => {
    const c = client(api);
    for (let i = 0; i < 5; i++) {
      expect((await c.call({ method: 'POST', url: '/data/contact-requests', payload: request })).statusCode).toBe(201);
    }
    const refused = await c.call({ method: 'POST', url: '/data/contact-requests', payload: request });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Another address is not affected.
    expect(
      (await client(api).call({ method: 'POST', url: '/data/contact-requests', payload: request })).statusCode,
    ).toBe(201);
  });

  test('refuse a bad e-mail address with a 400', async () => {
    const response = await client(api).call({
      method: 'POST',
      url: '/data/contact-requests',
      payload: { ...request, email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /data/home', () => {
  test('answers locations, banners, SEO data, categories with counts, no shops or doorstep yet, and recent views', async () => {
    const { createAd, createUser } = await import('../../seed/factories.ts');
    const userId = await createUser(api.db);
    const seen = await createAd(api.db, userId, { status: 'published' });
    const hidden = await createAd(api.db, userId, { status: 'pending_review' });
    const response = await client(api).call({
      method: 'GET',
      url: `/data/home?locale=en&local_views=${hidden.id},${seen.id}`,
    });
    expect(response.statusCode).toBe(200);
    const { home } = response.json<{ home: Record<string, unknown> }>();
    expect(home).toMatchObject({
      seo: { title: expect.stringContaining('Haat'), canonical: expect.stringMatching(/\/en$/) },
      banners: { home: [], roadblock: [] },
      featured_shops: [],
      doorstep: null,
      recently_viewed: [expect.objectContaining({ id: seen.id })],
    });
    expect(home.categories).toEqual(expect.arrayContaining([expect.objectContaining({ id: 192, name: 'Vehicles' })]));
    expect(home.locations).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: 'dhaka-division', name: 'Dhaka Division' })]),
    );
    expect((await client(api).call({ method: 'GET', url: '/data/home?local_views=1;DROP' })).statusCode).toBe(400);
  });
});
