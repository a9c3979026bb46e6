import { expect, test } from 'vitest';
import {
  BACK_OFFICE_PAGES,
  backOfficePageOf,
  can,
  isStaff,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLES,
} from './permissions.ts';

test('an admin holds every permission, an ordinary user none; every other role holds some', () => {
  for (const permission of PERMISSIONS) expect(can('admin', permission)).toBe(true);
  expect(ROLE_PERMISSIONS.user).toEqual([]);
  expect(isStaff('user')).toBe(false);
  for (const role of ROLES.filter((r) => r !== 'user')) expect(isStaff(role), role).toBe(true);
});

test('money is finance’s and the admin’s; moderation is the moderator’s and the admin’s', () => {
  expect(ROLES.filter((role) => can(role, 'money.refund'))).toEqual(['finance', 'admin']);
  expect(ROLES.filter((role) => can(role, 'review'))).toEqual(['moderator', 'admin']);
  expect(ROLES.filter((role) => can(role, 'audit'))).toEqual(['admin']);
  expect(ROLES.filter((role) => can(role, 'money.grant'))).toEqual(['finance', 'admin']);
  expect(ROLES.filter((role) => can(role, 'moderation.stats'))).toEqual(['admin']);
});

test('finds the page an address opens, parameters and trailing slashes included', () => {
  expect(backOfficePageOf('admin')?.permission).toBe('dashboard');
  expect(backOfficePageOf('/admin/people/17/')?.path).toBe('admin/people/:id');
  expect(backOfficePageOf('admin/pages/terms')?.permission).toBe('content');
  expect(backOfficePageOf('admin/people/17/more')).toBeNull();
  expect(backOfficePageOf('my/account')).toBeNull();
  expect(new Set(BACK_OFFICE_PAGES.map((p) => p.path)).size).toBe(BACK_OFFICE_PAGES.length);
});

test('whoever closes chat reports may also warn and suspend the person reported (decision 158)', () => {
  for (const role of ROLES.filter((r) => can(r, 'reports'))) {
    expect(can(role, 'people.warn') && can(role, 'people.suspend'), role).toBe(true);
  }
});

test('only the admin changes staff roles and edits categories and places', () => {
  expect(ROLES.filter((r) => can(r, 'staff'))).toEqual(['admin']);
  expect(ROLES.filter((r) => can(r, 'catalogue.edit'))).toEqual(['admin']);
});

test('the banned words are edited by whoever reviews ads: moderators and admins (decision 176)', () => {
  expect(ROLES.filter((r) => can(r, 'review.words'))).toEqual(['moderator', 'admin']);
});
