// Banned words of the automatic checks (editable by staff, decision 176): words of scams and
// prohibited goods in bn and en (or Banglish). A Latin word matches as a whole word, a Bengali one anywhere (Bengali
// words take suffixes: ইয়াবাসহ), both case-insensitive; a match flags the ad for the review queue.

/** A word as stored and matched: lower-case, trimmed, inner spaces made one. */
export const normaliseWord = (word: string): string => word.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the word is written in Latin letters (matched as a whole word) rather than in Bengali. */
const isLatin = (word: string) => /[a-z]/.test(word);

/** The banned words found in the text, in the list's order. */
export function bannedWordsIn(text: string, words: readonly string[]): string[] {
  const lower = normaliseWord(text.replace(/\s+/g, ' '));
  return words.filter((word) =>
    isLatin(word) ? new RegExp(`(?<![a-z0-9])${escape(word)}(?![a-z0-9])`).test(lower) : lower.includes(word),
  );
}
