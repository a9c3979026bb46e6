import { describe, expect, test } from 'vitest';
import { repeatOfferOf } from './repeat-offer.tsx';

describe('where the offer to use the ad you have leads', () => {
  const ad = { id: 7, slug: 'samsung-a54-dhanmondi-7', title: 'Samsung A54', reason: 'duplicate_text' } as const;

  test('a published ad: its Bump Up on the promote page, and its edit page', () => {
    expect(repeatOfferOf('bn', { ...ad, status: 'published' })).toEqual({
      title: 'Samsung A54',
      bumpHref: '/bn/ad/samsung-a54-dhanmondi-7/promote',
      editHref: '/bn/ad/samsung-a54-dhanmondi-7/edit',
      expired: false,
    });
  });

  test('one waiting for review: only its edit page; an expired one: the list it is put up again from', () => {
    expect(repeatOfferOf('en', { ...ad, status: 'pending_review' })).toMatchObject({
      bumpHref: null,
      editHref: '/en/ad/samsung-a54-dhanmondi-7/edit',
    });
    expect(repeatOfferOf('en', { ...ad, status: 'expired' })).toMatchObject({
      bumpHref: null,
      editHref: '/en/my/republish-ads',
      expired: true,
    });
  });
});
