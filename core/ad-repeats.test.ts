import { describe, expect, test } from 'vitest';
import { adTextKey, canBumpInstead, findRepeatedAd, type RepeatCandidate, sameAdText } from './ad-repeats.ts';

/** Pictures by digest alone (their likeness unknown, as for pictures stored before it was kept). */
const pics = (...digests: string[]) => digests.map((digest) => ({ digest, likeness: null }));

const ad = (overrides: Partial<RepeatCandidate> = {}): RepeatCandidate => ({
  id: 1,
  slug: 'samsung-a54-dhanmondi-1',
  title: 'Samsung Galaxy A54 8/128 boxed',
  description: 'Bought in March, boxed with the charger and the receipt. No scratches.',
  status: 'published',
  pictures: [],
  ...overrides,
});

describe('the same text', () => {
  test('sets aside case, spacing, punctuation and the script of digits', () => {
    expect(adTextKey('  Brand NEW,  ১০০%  original!! ')).toBe('brand new 100 original');
    expect(
      sameAdText(ad(), {
        title: 'samsung galaxy a54 8-128 BOXED',
        description: 'Bought in March — boxed with the charger and the receipt; no scratches',
      }),
    ).toBe(true);
  });

  test('needs both the title and the description: one shared blurb for two phones is not a repeat', () => {
    expect(sameAdText(ad(), { title: 'Samsung Galaxy A55 8/256 boxed', description: ad().description })).toBe(false);
    expect(sameAdText(ad(), { title: ad().title, description: 'Bought in April, boxed, no scratches at all.' })).toBe(
      false,
    );
  });
});

describe('findRepeatedAd', () => {
  test('finds the ad with the same picture, whatever its text', () => {
    const draft = { title: 'Another title for it', description: 'Another text.', pictures: pics('b', 'c') };
    const found = findRepeatedAd(draft, [ad({ id: 3, pictures: pics('x') }), ad({ id: 2, pictures: pics('c') })]);
    expect(found).toMatchObject({ id: 2, reason: 'duplicate_picture' });
  });

  test('finds the same photo by its likeness when its bytes differ (recompressed, resized)', () => {
    const draft = {
      title: 'Another title',
      description: 'Another text.',
      pictures: [{ digest: 'b', likeness: '00ff00ff00ff00ff' }],
    };
    const near = [{ digest: 'x', likeness: '00ff00ff00ff00fe' }];
    const far = [{ digest: 'y', likeness: 'ff00ff00ff00ff00' }];
    expect(findRepeatedAd(draft, [ad({ id: 4, pictures: far }), ad({ id: 3, pictures: near })])).toMatchObject({
      id: 3,
      reason: 'duplicate_picture',
    });
    expect(findRepeatedAd(draft, [ad({ id: 4, pictures: far })])).toBe(null);
  });

  test('finds the ad with the same title and text when no picture is shared', () => {
    const found = findRepeatedAd({ ...ad(), pictures: pics('new') }, [ad({ id: 5, pictures: pics('old') })]);
    expect(found).toEqual({
      id: 5,
      slug: 'samsung-a54-dhanmondi-1',
      title: 'Samsung Galaxy A54 8/128 boxed',
      status: 'published',
      reason: 'duplicate_text',
    });
  });

  test('a shared picture wins over the same text; among matches a published ad, else the newest', () => {
    const draft = { ...ad(), pictures: pics('p') };
    expect(findRepeatedAd(draft, [ad({ id: 9 }), ad({ id: 8, status: 'expired', pictures: pics('p') })])).toMatchObject(
      { id: 8, reason: 'duplicate_picture' },
    );
    expect(
      findRepeatedAd(draft, [
        ad({ id: 9, status: 'rejected' }),
        ad({ id: 7 }),
        ad({ id: 6, status: 'pending_review' }),
      ]),
    ).toMatchObject({ id: 7, reason: 'duplicate_text' });
    expect(
      findRepeatedAd(draft, [ad({ id: 9, status: 'rejected' }), ad({ id: 6, status: 'pending_review' })]),
    ).toMatchObject({ id: 9 });
  });

  test('nothing shared, nothing found', () => {
    expect(findRepeatedAd({ title: 'A new ad entirely', description: 'Its own words.', pictures: [] }, [ad()])).toBe(
      null,
    );
    expect(findRepeatedAd({ ...ad(), pictures: [] }, [])).toBe(null);
  });

  test('only a published ad is offered to bump; the others to edit', () => {
    expect(canBumpInstead({ status: 'published' })).toBe(true);
    expect(canBumpInstead({ status: 'pending_review' })).toBe(false);
    expect(canBumpInstead({ status: 'expired' })).toBe(false);
  });
});
