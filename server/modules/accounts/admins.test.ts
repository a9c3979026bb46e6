import { expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createOrPromote } from './admins.ts';
import { client, signUp } from './testing.ts';

const api = useTestApp();

test('promotes an existing account, keeping its password', async () => {
  const person = await signUp(api);
  expect(await createOrPromote(api.db, person.email.toUpperCase())).toEqual({ id: person.account.id, password: null });
  const [row] = await api.db.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [person.account.id]);
  expect(row?.role).toBe('admin');
});

test('makes an admin who can log in with the password it prints', async () => {
  const made = await createOrPromote(api.db, 'boss@example.com');
  expect(made.password).toMatch(/^[\w-]{16}$/);
  const response = await client(api).call({
    method: 'POST',
    url: '/data/sessions',
    payload: { session: { identifier: 'boss@example.com', password: made.password } },
  });
  expect(response.statusCode).toBe(200);
});
