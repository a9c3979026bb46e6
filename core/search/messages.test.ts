import { describe, expect, it } from 'vitest';
import { LOCALES } from '../catalogue.ts';
import { formatMessage } from '../i18n.ts';
import { searchMessages } from './messages.ts';
import type { SearchMessageKey } from './messages.ts';

const keys = Object.keys(searchMessages.en) as SearchMessageKey[];
const sampleValues = {
  place: 'X',
  placeIn: 'in X',
  ending: 'ya',
  deal: 'sale',
  vertical: 'other',
  category: 'C',
  brand: 'B',
  model: 'M',
  itemType: 'I',
  year: 2015,
  title: 'T',
  filters: 'F',
  value: '3',
};

describe('search messages', () => {
  it('has the same keys in bn and en', () => {
    expect(Object.keys(searchMessages.bn).sort()).toEqual([...keys].sort());
  });

  it.each(LOCALES)('formats every message in %s without leftover placeholders', (locale) => {
    for (const key of keys) {
      const text = formatMessage(searchMessages, locale, key, sampleValues);
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/[{}]/);
    }
  });
});
