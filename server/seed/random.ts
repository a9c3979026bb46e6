// A seeded random source: the same seed gives the same demo data on every machine.
import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';

export interface Random {
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p (0..1). */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item drawn with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A new independent stream, so that adding draws in one part leaves the others unchanged. */
  fork(label: string): Random;
}

export function createRandom(seed: number): Random {
  const generator = xoroshiro128plus(seed);
  const int = (min: number, max: number) => unsafeUniformIntDistribution(min, max, generator);
  const random: Random = {
    int,
    chance: (p) => int(0, 999_999) < p * 1_000_000,
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let at = int(0, Math.max(0, Math.ceil(total) - 1));
      for (const [item, weight] of items) {
        if (at < weight) return item;
        at -= weight;
      }
      return random.pick(items)[0];
    },
    fork(label) {
      let hash = seed | 0;
      for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
      return createRandom(hash);
    },
  };
  return random;
}
