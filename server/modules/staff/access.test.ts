// Every back-office API route and page, read from the route tables, with every role, an ordinary
// user and a visitor: each is let in exactly when core/backoffice/permissions.ts says so.
import type { RouteOptions } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, test } from 'vitest';
import routeTable from '../../../app/routes.ts';
import { requireBackOffice } from '../../../app/backoffice/access.server.ts';
import {
  apiPermission,
  BACK_OFFICE_API,
  BACK_OFFICE_PAGES,
  can,
  isBackOfficeApi,
  ROLES,
  type Role,
} from '../../../core/backoffice/permissions.ts';
import { useTestApp } from '../../../tests/app.ts';
import { client, promote, signUp } from '../accounts/testing.ts';

const routes: { method: string; url: string }[] = [];
const api = useTestApp(
  {},
  {
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? '' });
    },
  },
);

const people = {} as Record<Role, { id: number; token: string }>;
/** An admin who has not turned on two-step sign-in (decision 190). */
let withoutSecondFactor = { id: 0, token: '' };
beforeAll(async () => {
  for (const role of ROLES) {
    const person = await signUp(api, { name: `Demo ${role}` });
    if (role !== 'user') await promote(api.db, person.email, role);
    people[role] = { id: person.account.id, token: person.token };
  }
  const admin = await signUp(api, { name: 'Admin without a second factor' });
  await api.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.account.id]);
  withoutSecondFactor = { id: admin.account.id, token: admin.token };
});

// An id nobody has: a call let in answers 400 or 404, never 401 or 403, and changes nothing.
const concrete = (url: string) => url.replace(/:[a-z]+/gi, (name) => (name === ':code' ? 'HTNOSUCHCODE' : '999999'));

describe('the back-office API', () => {
  const backOffice = () => routes.filter((r) => isBackOfficeApi(r.url) && r.method !== 'HEAD');

  test('every /data/admin route is in the permissions table, and every entry of the table is a route', () => {
    expect(backOffice().length).toBeGreaterThan(15);
    for (const route of backOffice()) expect(apiPermission(route.method, route.url), route.url).not.toBeNull();
    for (const rule of BACK_OFFICE_API) {
      expect(
        routes.some((r) => r.method === rule.method && r.url === rule.url),
        `${rule.method} ${rule.url}`,
      ).toBe(true);
    }
  });

  test('a visitor gets 401 on every call; each role is let in exactly where its permissions say', async () => {
    for (const route of backOffice()) {
      const request = {
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' ? undefined : {},
      };
      const visitor = await client(api).call(request);
      expect(visitor.statusCode, `visitor ${route.method} ${route.url}`).toBe(401);
      expect(visitor.json().error.code).toBe('UNAUTHORIZED');
      const permission = apiPermission(route.method, route.url);
      for (const role of ROLES) {
        const response = await client(api).call({ ...request, token: people[role].token });
        const allowed = permission !== null && can(role, permission);
        const where = `${role} ${route.method} ${route.url}: ${response.body}`;
        if (allowed) expect([401, 403], where).not.toContain(response.statusCode);
        else expect(response.statusCode, where).toBe(role === 'user' ? 404 : 403);
      }
      const unenrolled = await client(api).call({ ...request, token: withoutSecondFactor.token });
      expect(unenrolled.statusCode, `no second factor ${route.method} ${route.url}`).toBe(403);
      expect(unenrolled.json().error.code).toBe('SECOND_FACTOR_REQUIRED');
    }
  }, 120_000);

  // staffCall writes a call's permission into its description in the staff document: the one this table checks.
  test('a call described with staffCall names the permission the table gives it', () => {
    const paths = (api.app.staffSwagger().paths ?? {}) as Record<string, Record<string, { description?: string }>>;
    const named = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, { description }]) => {
        const permission = /Needs `([\w.]+)` \(core\/backoffice\/permissions\.ts\)/.exec(description ?? '')?.[1];
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        return permission
          ? [{ call: `${method} ${url}`, permission, table: apiPermission(method.toUpperCase(), url) }]
          : [];
      }),
    );
    expect(named.length).toBeGreaterThan(20);
    for (const { call, permission, table } of named) expect(permission, call).toBe(table);
  });
});

describe('the back-office pages', () => {
  type Entry = { path?: string; children?: Entry[] };
  const paths = (entries: Entry[]): string[] =>
    entries.flatMap((e) => [...(e.path ? [e.path] : []), ...paths(e.children ?? [])]);
  const adminPaths = paths(routeTable as Entry[]).filter((p) => p === 'admin' || p.startsWith('admin/'));

  test('the route table holds exactly the pages of the permissions table', () => {
    expect(adminPaths.sort()).toEqual(BACK_OFFICE_PAGES.map((p) => p.path).sort());
  });

  const outcome = async (who: Role | 'no second factor' | null, path: string) => {
    const id = who === 'no second factor' ? withoutSecondFactor.id : who ? people[who].id : null;
    const context = {
      db: api.db,
      modules: api.modules,
      viewer: id ? { account: { id }, sessionId: 0 } : null,
    } as unknown as AppLoadContext;
    const request = new Request(`http://localhost/en/${path.replace(/:[a-z]+/gi, '7')}`);
    return requireBackOffice(context, request, 'en').then(
      () => 'let in',
      (thrown: unknown) => {
        if (thrown instanceof Response && thrown.status === 302) {
          const to = thrown.headers.get('location') ?? '';
          return to.startsWith('/en/users/login') ? 'login' : to;
        }
        return (thrown as { init?: { status?: number } }).init?.status;
      },
    );
  };

  test('a visitor goes to login, a role without the permission gets not-found, one with it is let in', async () => {
    for (const path of adminPaths) {
      expect(await outcome(null, path), path).toBe('login');
      // Staff who have not turned on two-step sign-in are sent to do it.
      expect(await outcome('no second factor', path), path).toBe('/en/my/two-step?for=back-office');
      const page = BACK_OFFICE_PAGES.find((p) => p.path === path);
      for (const role of ROLES) {
        const expected = page && can(role, page.permission) ? 'let in' : 404;
        expect(await outcome(role, path), `${role} ${path}`).toBe(expected);
      }
    }
  });
});
