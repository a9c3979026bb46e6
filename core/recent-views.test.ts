import { describe, expect, test } from 'vitest';
import { applyFavoriteChange } from './favorites.ts';
import { addRecentView, MAX_RECENT_VIEWS, parseRecentViews } from './recent-views.ts';

describe('recent views', () => {
  test('puts the viewed ad first without repeats and keeps at most 20', () => {
    let list: number[] = [];
    for (let id = 1; id <= 25; id++) list = addRecentView(list, id);
    expect(list).toHaveLength(MAX_RECENT_VIEWS);
    expect(list[0]).toBe(25);
    expect(addRecentView(list, 10).slice(0, 2)).toEqual([10, 25]);
    expect(addRecentView(list, 10).filter((id) => id === 10)).toHaveLength(1);
  });

  test('reads only positive integer ids from storage, and nothing from garbage', () => {
    expect(parseRecentViews('[3, "x", -1, 2.5, 3, 7]')).toEqual([3, 7]);
    expect(parseRecentViews('{oops')).toEqual([]);
    expect(parseRecentViews(null)).toEqual([]);
    expect(parseRecentViews('{"a":1}')).toEqual([]);
  });
});

describe('favourites kept locally (spec section 4)', () => {
  test('appends an added ad and filters out a removed one when the list is loaded', () => {
    expect(applyFavoriteChange([1, 2], { kind: 'add', adId: 3 })).toEqual([1, 2, 3]);
    expect(applyFavoriteChange([1, 2, 3], { kind: 'add', adId: 3 })).toEqual([1, 2, 3]);
    expect(applyFavoriteChange([1, 2, 3], { kind: 'remove', adId: 2 })).toEqual([1, 3]);
  });

  test('leaves a list that is not loaded alone', () => {
    expect(applyFavoriteChange(null, { kind: 'add', adId: 3 })).toBeNull();
  });
});
