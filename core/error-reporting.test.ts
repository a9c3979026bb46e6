import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { reportedMessage, scrub, scrubText, shouldReport } from './error-reporting.ts';
import { normalizeBdPhone } from './phone.ts';

describe('shouldReport', () => {
  test.each([401, 403, 404, 410])('ignores status %i', (status) => {
    expect(shouldReport({ status, message: 'boom' })).toBe(false);
  });
  test.each(['Network Error', 'AbortError: Share canceled', 'TypeError: Failed to fetch'])(
    'ignores "%s"',
    (message) => {
      expect(shouldReport({ message })).toBe(false);
    },
  );
  test('reports server failures and other errors', () => {
    expect(shouldReport({ status: 500, message: 'request failed with 500' })).toBe(true);
    expect(shouldReport({ status: 503 })).toBe(true);
    expect(shouldReport({ message: "Cannot read properties of undefined (reading 'id')" })).toBe(true);
  });
});

describe('reportedMessage', () => {
  test("takes the server's message, then its first violation, then the error's own message", () => {
    const violations = [{ path: 'body.title', message: 'too_short' }];
    expect(reportedMessage({ error: { code: 'VALIDATION_FAILED', message: 'ভুল তথ্য', violations } }, 'x')).toBe(
      'ভুল তথ্য',
    );
    expect(reportedMessage({ error: { code: 'VALIDATION_FAILED', message: '', violations } }, 'x')).toBe(
      'body.title: too_short',
    );
    expect(reportedMessage(null, 'request failed with 502')).toBe('request failed with 502');
  });
});

// Bangladeshi mobile numbers as people write them.
const bengali = (text: string) => text.replace(/\d/g, (d) => String.fromCodePoint(0x09e6 + Number(d)));
const bdPhone = fc
  .tuple(
    fc.constantFrom('+880', '880', '0', '+880 ', '0'),
    fc.constantFrom('13', '14', '15', '16', '17', '18', '19'),
    fc.stringMatching(/^\d{8}$/),
    fc.constantFrom('', ' ', '-'),
    fc.boolean(),
  )
  .map(([prefix, operator, rest, sep, inBengali]) => {
    const written = `${prefix}1${operator.slice(1)}${rest.slice(0, 2)}${sep}${rest.slice(2)}`;
    return inBengali ? bengali(written) : written;
  });
const email = fc.emailAddress();
const words = fc.array(fc.constantFrom('call', 'me', 'at', 'or', 'write', 'to', 'বিক্রি', 'ফোন', ':', ','), {
  maxLength: 6,
});

describe('scrub', () => {
  test('masks every Bangladeshi mobile number and e-mail address in any text', () => {
    fc.assert(
      fc.property(words, bdPhone, words, email, words, (a, phone, b, address, c) => {
        expect(normalizeBdPhone(phone)).not.toBeNull();
        const text = [...a, phone, ...b, address, ...c, `?to=${encodeURIComponent(address)}`].join(' ');
        const scrubbed = scrubText(text);
        expect(scrubbed).not.toContain(phone);
        expect(scrubbed).not.toContain(address);
        expect(scrubbed).not.toContain(encodeURIComponent(address));
        expect(scrubbed).toContain('[phone]');
        expect(scrubbed).toContain('[email]');
      }),
    );
  });

  test('removes secret fields and masks tokens, keeping ids, times and the report id', () => {
    const report = {
      event_id: 'a'.repeat(32),
      message: 'ad 4711 failed at 1732456789012',
      request: {
        headers: { authorization: 'Bearer abc', cookie: 'haat_session=xyz', 'user-agent': 'Mozilla/5.0' },
        url: '/data/password-resets/complete?token=' + 'Q'.repeat(43),
      },
      user: { id: 12, email: 'rahim@example.com', ip_address: '203.0.113.9' },
      extra: { note: 'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' },
    };
    expect(scrub(report)).toEqual({
      event_id: 'a'.repeat(32),
      message: 'ad 4711 failed at 1732456789012',
      request: {
        headers: { authorization: '[removed]', cookie: '[removed]', 'user-agent': 'Mozilla/5.0' },
        url: '/data/password-resets/complete?token=[token]',
      },
      user: { id: 12, email: '[removed]', ip_address: '[removed]' },
      extra: { note: 'jwt [token]' },
    });
  });
});
