// The ad-counts module's face: the only file of it that other code imports (docs/architecture.md).
export { countAdEvent, countAdView, flushAdStats } from './counter.ts';
export type { StatsDeps } from './counter.ts';
