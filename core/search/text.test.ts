import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTextQuery,
  isCorrectionOf,
  MAX_QUERY_TERMS,
  normalizeSearchText,
  tokenizeSearchText,
  wordForms,
} from './text.ts';

const noLexicon = new Map<string, string[][]>();

describe('tokenizeSearchText', () => {
  it('keeps vowel signs and the hasant inside Bengali words', () => {
    expect(tokenizeSearchText('স্যামসাং মোবাইল ফোন')).toEqual(['স্যামসাং', 'মোবাইল', 'ফোন']);
    expect(tokenizeSearchText('ব্যবহৃত কম্পিউটার')).toEqual(['ব্যবহৃত', 'কম্পিউটার']);
  });

  it('separates words at Bengali and Latin punctuation', () => {
    expect(tokenizeSearchText('ফোন।ল্যাপটপ, Samsung-Galaxy (A15)')).toEqual([
      'ফোন',
      'ল্যাপটপ',
      'samsung',
      'galaxy',
      'a15',
    ]);
  });

  it('keeps Latin and Bengali letters written together as one word', () => {
    expect(tokenizeSearchText('iPhoneটি এ১৫')).toEqual(['iphoneটি', 'এ15']);
  });

  it('writes Bengali digits as Western digits, inside words too', () => {
    expect(tokenizeSearchText('গ্যালাক্সি এ১৫ ২০২৩')).toEqual(['গ্যালাক্সি', 'এ15', '2023']);
  });

  it('drops zero-width joiners and turns the old khanda ta into ৎ', () => {
    expect(tokenizeSearchText('র\u200D্যাম')).toEqual(['র্যাম']);
    expect(tokenizeSearchText('উৎসব')).toEqual(tokenizeSearchText('উত\u09CD\u200Dসব'));
    expect(tokenizeSearchText('মো\u200Cবাইল')).toEqual(['মোবাইল']);
  });

  it('gives the same words for য় typed as one character or as য and nukta', () => {
    expect(tokenizeSearchText('টয়োটা')).toEqual(tokenizeSearchText('ট\u09AF\u09BCোটা'));
    expect(tokenizeSearchText('\u09DF')).toEqual(['\u09AF\u09BC']);
  });

  it('treats SQL and HTML metacharacters as spaces', () => {
    expect(tokenizeSearchText("x' OR 1=1; -- <script>alert(1)</script> :* & | !")).toEqual([
      'x',
      'or',
      '1',
      '1',
      'script',
      'alert',
      '1',
      'script',
    ]);
  });

  it('always returns words made only of ASCII letters, digits and Bengali letters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        for (const word of tokenizeSearchText(text)) expect(word).toMatch(/^[0-9a-z\u0980-\u09FF]+$/);
      }),
    );
  });

  it('normalises idempotently', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        const once = normalizeSearchText(text);
        expect(normalizeSearchText(once)).toBe(once);
      }),
    );
  });
});

describe('buildTextQuery', () => {
  it('requires every word and matches words being typed as prefixes', () => {
    expect(buildTextQuery('toyota cor', noLexicon)?.any).toBe("'toyota':* & 'cor':*");
  });

  it('matches a word found in titles with the forms of it titles hold, not as a prefix (decision 218)', () => {
    const titleWords = new Set(['car', 'cars', 'carpet', 'গাড়ি', 'গাড়িটি']);
    expect(buildTextQuery('car', noLexicon, new Map(), titleWords)?.any).toBe("('car' | 'cars')");
    expect(buildTextQuery('গাড়ি', noLexicon, new Map(), titleWords)?.any).toBe("('গাড়ি' | 'গাড়িটি')");
    expect(wordForms('গাড়ি')).toContain('গাড়িগুলো');
    expect(wordForms('15')).toEqual(['15']);
  });

  it('matches numbers and one-letter words exactly', () => {
    expect(buildTextQuery('a 15', noLexicon)?.any).toBe("'a' & '15'");
  });

  it('matches a two-letter word as a prefix only while it is being typed', () => {
    expect(buildTextQuery('tv stand', noLexicon)?.any).toBe("'tv' & 'stand':*");
    expect(buildTextQuery('stand tv', noLexicon)?.any).toBe("'stand':* & 'tv':*");
  });

  it('adds the spellings of the lexicon as alternatives, whole words with the forms titles hold', () => {
    const lexicon = new Map([
      ['mobile', [['মোবাইল']]],
      ['smartphone', [['স্মার্ট', 'ফোন']]],
    ]);
    expect(buildTextQuery('mobile', lexicon)?.any).toBe("('mobile':* | 'মোবাইল')");
    expect(buildTextQuery('mobile', lexicon, new Map(), new Set(['মোবাইলের']))?.any).toBe(
      "('mobile':* | ('মোবাইল' | 'মোবাইলের'))",
    );
    expect(buildTextQuery('smartphone', lexicon)?.any).toBe("('smartphone':* | ('স্মার্ট' & 'ফোন'))");
  });

  it('restricts the title query to title words (weight A)', () => {
    expect(buildTextQuery('মোবাইল ফোন', noLexicon)?.title).toBe("'মোবাইল':*A & 'ফোন':*A");
    expect(buildTextQuery('মোবাইল ফোন', noLexicon)?.exactTitle).toBe("'মোবাইল':A & 'ফোন':A");
  });

  it('searches Bengali digits as Western digits', () => {
    expect(buildTextQuery('আইফোন ১৫', noLexicon)?.terms).toEqual(['আইফোন', '15']);
  });

  it('returns null when there is no word to search', () => {
    expect(buildTextQuery(" ' ; -- !!! ", noLexicon)).toBeNull();
  });

  it(`searches at most ${MAX_QUERY_TERMS} distinct words`, () => {
    const query = buildTextQuery('a b c d e f g h i j a b', noLexicon);
    expect(query?.terms).toHaveLength(MAX_QUERY_TERMS);
  });
});

describe('isCorrectionOf', () => {
  it('takes a word of the same script and kind, beginning with the same letter', () => {
    expect(isCorrectionOf('samsng', 'samsung')).toBe(true);
    expect(isCorrectionOf('মোবাল', 'মোবাইল')).toBe(true);
    expect(isCorrectionOf('fridge', 'cartridge')).toBe(false);
    expect(isCorrectionOf('phone', 'iphone')).toBe(false);
    expect(isCorrectionOf('frij', 'ফ্রিজ')).toBe(false);
    expect(isCorrectionOf('a54', 'apple')).toBe(false);
  });
});
