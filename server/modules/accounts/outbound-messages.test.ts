// Every SMS and e-mail text in bn writes its numbers in Bengali digits (spec section 1). The
// one-time code stays in Western digits (decision 97): it is typed back, and read by SMS autofill.
import { expect, test } from 'vitest';
import type { Locale } from '../../../core/catalogue.ts';
import { formatMessage, type Messages } from '../../../core/i18n.ts';
import { notificationMessages } from '../../../core/notification-messages.ts';
import { outboundMessages } from './outbound-messages.ts';

// Placeholders without digits, so that any digit in the text comes from a number the message formats.
const VALUES = {
  minutes: 60,
  count: 12,
  code: 'CODE',
  link: 'LINK',
  login: 'LOGIN',
  reset: 'RESET',
  name: 'Cars',
  title: 'TITLE',
  status: 'shortlisted',
  action: 'grant',
  date: 'DATE',
  discount: 'DISCOUNT',
  step: 'deliver',
  number: 'NUMBER',
  context: 'promotion',
  amount: 'AMOUNT',
  invoice: 'INVOICE',
  kind: 'ad_status',
  reason: 'REASON',
};

const texts = <K extends string>(messages: Messages<K>, locale: Locale) =>
  (Object.keys(messages[locale]) as K[]).map((key) => formatMessage(messages, locale, key, VALUES));

test.each([
  ['account SMS and e-mails', outboundMessages],
  ['notification digests', notificationMessages],
] as const)('%s in bn write numbers in Bengali digits, and in en in Western ones', (_name, messages) => {
  const bn = texts(messages as Messages<string>, 'bn');
  expect(bn.filter((text) => /[0-9]/.test(text))).toEqual([]);
  expect(bn.some((text) => /৬০|১২/.test(text))).toBe(true);
  expect(texts(messages as Messages<string>, 'en').some((text) => /60|12/.test(text))).toBe(true);
});

test('the sign-up e-mail in bn gives its 60 minutes as ৬০', () => {
  expect(formatMessage(outboundMessages, 'bn', 'signUpBody', VALUES)).toContain('৬০ মিনিটের মধ্যে');
});
