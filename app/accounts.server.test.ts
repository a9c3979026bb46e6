import { describe, expect, test } from 'vitest';
import { safeRedirect } from './accounts.server.ts';
import { loginPath } from './login-path.ts';

describe('safeRedirect', () => {
  test.each([
    ['/en/my/account', '/en/my/account'],
    ['/bn/ads?query=%E0%A6%AB%E0%A7%8B%E0%A6%A8&page=2', '/bn/ads?query=%E0%A6%AB%E0%A7%8B%E0%A6%A8&page=2'],
    ['/bn/ad/x#photos', '/bn/ad/x#photos'],
  ])('keeps the path on this site %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  test.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    '\n//evil.example',
    'javascript:alert(1)',
    'evil.example',
    '///evil.example',
  ])('answers / instead of %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});

describe('loginPath', () => {
  test('encodes the whole address to return to, its query kept', () => {
    expect(loginPath('bn', '/bn/my/settings?tab=a&x=%2F')).toBe(
      '/bn/users/login?action=my-account&redirect-url=%2Fbn%2Fmy%2Fsettings%3Ftab%3Da%26x%3D%252F',
    );
  });
});
