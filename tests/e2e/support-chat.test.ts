// The help chat with Haat support in two browsers (decision 101): a visitor opens it from the contact page
// and writes; a support agent answers from the support inbox; the answer reaches the visitor's page live.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { SUPPORT } from './server.ts';
import { signUpOverHttp, staffToken } from './sign-up.ts';

const baseUrl = inject('baseUrl');
const ip = () => `198.51.100.${randomBytes(1)[0]}`;

async function signedIn(token: string): Promise<Page> {
  const page = await openPage(PHONE);
  await page.context().addCookies([{ name: 'haat_session', value: token, url: baseUrl }]);
  return page;
}

const newVisitor = (name: string) =>
  signUpOverHttp(baseUrl, {
    name,
    email: `${randomBytes(6).toString('hex')}@example.com`,
    password: 'Nodir Dhare 2025',
    ip: ip(),
  });

test('a visitor writes to support from the contact page and gets the support agent’s answer live, in bn and en', async () => {
  const visitor = await newVisitor('Shapla Begum');
  const visitorPage = await signedIn(visitor.token);

  // From the contact page to the help chat; the first message opens it.
  await visit(visitorPage, '/en/help/contact');
  await visitorPage.getByRole('link', { name: 'Chat with support' }).first().click();
  await visitorPage.waitForURL('**/en/support-chat');
  await visitorPage.getByLabel('Your message').fill('I paid for Top Ad but my ad is not on top yet.');
  await visitorPage.getByRole('button', { name: 'Send' }).click();
  await visitorPage.getByText('I paid for Top Ad but my ad is not on top yet.').waitFor();
  await visitorPage.locator('[data-chat-status="live"]').waitFor();
  await expectNoHorizontalOverflow(visitorPage);

  // A support agent finds it in the support inbox and answers.
  const staffPage = await signedIn(await staffToken(SUPPORT));
  await visit(staffPage, '/en/admin/support');
  await staffPage.getByRole('link', { name: /Shapla Begum/ }).click();
  await staffPage.getByText('I paid for Top Ad but my ad is not on top yet.').waitFor();
  await expectNoHorizontalOverflow(staffPage);
  await staffPage.getByLabel('Answer as Haat support').fill('Thank you. Top Ad starts within 10 minutes of payment.');
  await staffPage.getByRole('button', { name: 'Send' }).click();
  await staffPage.getByText('Thank you. Top Ad starts within 10 minutes of payment.').waitFor();

  // The visitor's page shows it without a reload, from "Haat support", and the visitor's message as seen.
  const answer = visitorPage.locator('li[data-mine="false"]', {
    hasText: 'Thank you. Top Ad starts within 10 minutes of payment.',
  });
  await answer.waitFor();
  expect(await answer.textContent()).toContain('Haat support');
  await visitorPage.locator('li[data-mine="true"]', { hasText: 'Seen' }).waitFor();

  // In Bengali, the same conversation.
  await visit(visitorPage, '/bn/support-chat');
  await visitorPage.getByRole('heading', { name: 'সাপোর্টের সাথে চ্যাট' }).waitFor();
  await visitorPage.getByText('হাট সাপোর্ট').first().waitFor();
  await expectNoHorizontalOverflow(visitorPage);

  // The inbox is staff-only: the visitor gets the not-found page.
  const refused = await visit(visitorPage, '/en/admin/support');
  expect(refused?.status()).toBe(404);
});

test('without JavaScript a visitor still writes to support and reads the thread', async () => {
  const visitor = await newVisitor('Jamal Uddin');
  const page = await openPage(PHONE, { javaScript: false });
  await page.context().addCookies([{ name: 'haat_session', value: visitor.token, url: baseUrl }]);
  await visit(page, '/bn/support-chat');
  await page.getByLabel('আপনার বার্তা').fill('আমার অ্যাকাউন্টের ফোন নম্বর বদলাতে চাই।');
  await page.getByRole('button', { name: 'পাঠান' }).click();
  await page.getByText('আমার অ্যাকাউন্টের ফোন নম্বর বদলাতে চাই।').waitFor();
  expect(page.url()).toBe(`${baseUrl}/bn/support-chat`);
  await expectNoHorizontalOverflow(page);
});
