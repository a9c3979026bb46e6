import { describe, expect, it } from 'vitest';
import { fixtureIndex } from './fixtures.test-support.ts';
import { tokenizeSearchText } from './text.ts';
import type { CategoryDef } from '../catalogue.ts';
import { buildLexicon, SYNONYMS, TRANSLITERATIONS } from './transliteration.ts';

const lexicon = buildLexicon({ categories: [], locations: [] });
const spellings = (word: string) => (lexicon.get(word) ?? []).map((words) => words.join(' '));

describe('TRANSLITERATIONS', () => {
  it('holds at least 50 pairs', () => {
    expect(TRANSLITERATIONS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(TRANSLITERATIONS.filter(([latin]) => tokenizeSearchText(latin).length === 1))(
    'finds %s and %s from each other',
    (latin, bengali) => {
      const [en] = tokenizeSearchText(latin);
      const bn = tokenizeSearchText(bengali);
      expect(spellings(en as string)).toContain(bn.join(' '));
      if (bn.length === 1) expect(spellings(bn[0] as string)).toContain(en);
    },
  );

  it('spells every pair with a Latin side and a Bengali side', () => {
    for (const [latin, bengali] of TRANSLITERATIONS) {
      expect(latin).toMatch(/^[a-z0-9 ]+$/);
      expect(tokenizeSearchText(bengali).join('')).toMatch(/^[\u0980-\u09FF]+$/);
    }
  });
});

describe('SYNONYMS', () => {
  it.each(SYNONYMS.map((group) => [group[0], group] as const))(
    'makes every word of the %s group reach the others',
    (_, group) => {
      for (const from of group.filter((word) => tokenizeSearchText(word).length === 1))
        for (const to of group)
          if (to !== from)
            expect(spellings(tokenizeSearchText(from)[0] as string), from).toContain(tokenizeSearchText(to).join(' '));
    },
  );

  it('searches fridge as the words ads write for it', () => {
    expect(spellings('fridge')).toEqual(expect.arrayContaining(['refrigerator', 'রেফ্রিজারেটর', 'ফ্রিজ']));
    expect(spellings('tv')).toContain('television');
    expect(spellings('ac')).toContain('air conditioner');
    expect(spellings('bike')).toContain('motorcycle');
  });
});

describe('buildLexicon', () => {
  const fromCatalogue = buildLexicon(fixtureIndex.catalogue);

  it('pairs the words of catalogue names written in both scripts', () => {
    const pairs = [...fromCatalogue.entries()].filter(([word]) => /^[a-z]/.test(word));
    expect(pairs.length).toBeGreaterThan(TRANSLITERATIONS.length / 2);
    for (const [word, alternatives] of pairs) for (const words of alternatives) expect(words.join(' ')).not.toBe(word);
  });

  it('pairs no words of a name whose two scripts put their joining words in other places', () => {
    /** The lexicon of the catalogue with its first category named `en` / `bn`. */
    const withName = (en: string, bn: string) =>
      buildLexicon({
        ...fixtureIndex.catalogue,
        categories: fixtureIndex.catalogue.categories.map((category, i) =>
          i === 0 ? { ...category, name: { en, bn } } : category,
        ),
      });
    const lexicon = withName('2 TB HDD or more', '২ টিবি বা বেশি এইচডিডি');
    expect(lexicon.get('hdd')).toBeUndefined();
    expect(lexicon.get('বা')).toBeUndefined();
    // Joining words in the same places: the other words pair, the joining words do not.
    const aligned = withName('Sofa and bed', 'সোফা ও খাট');
    expect(aligned.get('sofa')).toContainEqual(['সোফা']);
    expect(aligned.get('bed')).toContainEqual(['খাট']);
    expect(aligned.get('and')).toBeUndefined();
  });

  it('pairs a brand or model named in Latin in both languages with its Bengali aliases', () => {
    const lexicon = buildLexicon({
      locations: [],
      categories: [
        {
          ...(fixtureIndex.catalogue.categories[0] as CategoryDef),
          filters: [
            {
              key: 'brand',
              type: 'tree',
              label: { bn: 'ব্র্যান্ড', en: 'Brand' },
              values: [
                {
                  key: 'oneplus',
                  label: { bn: 'OnePlus', en: 'OnePlus' },
                  aliases: ['ওয়ানপ্লাস'],
                  children: [
                    { key: 'oneplus-nord-ce4', label: { bn: 'Nord CE4', en: 'Nord CE4' }, aliases: ['নর্ড সিই৪'] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(lexicon.get('oneplus')).toContainEqual(['ওয়ানপ্লাস']);
    expect(lexicon.get('ওয়ানপ্লাস')).toContainEqual(['oneplus']);
    expect(lexicon.get('নর্ড')).toContainEqual(['nord']);
    expect(lexicon.get('সিই4')).toContainEqual(['ce4']);
    expect(lexicon.get('ce4')).toContainEqual(['সিই4']);
  });
});
