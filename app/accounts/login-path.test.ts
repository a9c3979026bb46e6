import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { loginPath, safeRedirect } from './login-path.ts';

// Where a browser lands when a page of the site answers `Location: <value>`.
const SITE = 'https://haat.example';
const landing = (location: string) => new URL(location, `${SITE}/bn/users/login?redirect-url=x`);

describe('safeRedirect', () => {
  test.each([
    ['/en/my/account', '/en/my/account'],
    ['/bn/ads?query=%E0%A6%AB%E0%A7%8B%E0%A6%A8&page=2', '/bn/ads?query=%E0%A6%AB%E0%A7%8B%E0%A6%A8&page=2'],
    ['/bn/ad/x#photos', '/bn/ad/x#photos'],
    ['/bn/ads?next=//evil.example', '/bn/ads?next=//evil.example'],
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
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\n//evil.example',
    ' //evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)//evil', // stays on-site: kept (checked below), listed to show it is harmless
    'evil.example',
    '///evil.example',
  ])('never sends the browser off-site for %j', (target) => {
    const result = safeRedirect(target);
    expect(landing(result).origin).toBe(SITE);
    if (target !== '/javascript:alert(1)//evil') expect(result).toBe('/');
  });

  // Pieces a browser's URL parser treats specially at the start of a path.
  const trick = fc.constantFrom(
    '/',
    '\\',
    '.',
    './',
    '../',
    '%2F',
    '%2f',
    '%5C',
    '%2e',
    '\t',
    '\n',
    '\r',
    ' ',
    '\u0000',
    '@',
    ':',
    'javascript:',
    'https:',
    'http:',
    'evil.example',
    '#',
    '?',
  );
  const hostile = fc
    .tuple(fc.array(trick, { maxLength: 8 }), fc.string({ maxLength: 6 }), fc.constantFrom('evil.example', 'x'))
    .map(([pieces, noise, host]) => `${pieces.join('')}${noise}${host}`);

  test('no generated path, however tricky, resolves off-site', () => {
    fc.assert(
      fc.property(hostile, (target) => {
        const result = safeRedirect(target);
        expect(result.startsWith('/')).toBe(true);
        expect(result).not.toMatch(/^[/\\]{2}/);
        expect(landing(result).origin).toBe(SITE);
      }),
      { numRuns: 5000 },
    );
  });

  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const safePath = fc
    .tuple(
      fc.array(segment, { minLength: 1, maxLength: 5 }),
      fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9%]{0,8}$/), { nil: undefined }),
      fc.option(segment, { nil: undefined }),
    )
    .map(([segments, query, hash]) => `/${segments.join('/')}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`);

  test('paths on this site come back unchanged', () => {
    fc.assert(
      fc.property(safePath, (path) => {
        expect(safeRedirect(path)).toBe(path);
      }),
    );
  });
});

describe('loginPath', () => {
  test('encodes the whole address to return to, its query kept', () => {
    expect(loginPath('bn', '/bn/my/settings?tab=a&x=%2F')).toBe(
      '/bn/users/login?action=my-account&redirect-url=%2Fbn%2Fmy%2Fsettings%3Ftab%3Da%26x%3D%252F',
    );
  });
});
