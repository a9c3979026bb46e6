import { describe, expect, test } from 'vitest';
import { roleChangeRefusal } from './roles.ts';

const change = { actorId: 1, targetId: 2, from: 'user', to: 'moderator', admins: 1 } as const;

describe('changing a staff role', () => {
  test('an admin gives and takes roles', () => {
    expect(roleChangeRefusal(change)).toBeNull();
    expect(roleChangeRefusal({ ...change, from: 'finance', to: 'user' })).toBeNull();
    expect(roleChangeRefusal({ ...change, from: 'user', to: 'admin' })).toBeNull();
  });

  test('nobody changes their own role', () => {
    expect(roleChangeRefusal({ ...change, targetId: 1, from: 'admin', to: 'user', admins: 3 })).toBe('FORBIDDEN');
  });

  test('the last admin keeps the role; one of two may lose it', () => {
    expect(roleChangeRefusal({ ...change, from: 'admin', to: 'moderator', admins: 1 })).toBe('INVALID_TRANSITION');
    expect(roleChangeRefusal({ ...change, from: 'admin', to: 'moderator', admins: 2 })).toBeNull();
  });

  test('setting the role a person already has is not a change', () => {
    expect(roleChangeRefusal({ ...change, from: 'support', to: 'support' })).toBe('INVALID_TRANSITION');
  });
});
