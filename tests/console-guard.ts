import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error or console.warn fails the test that caused it.
let calls: unknown[][] = [];
beforeEach(() => {
  calls = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      calls.push([level, ...args]);
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) throw new Error(`unexpected console output: ${JSON.stringify(calls).slice(0, 2000)}`);
});
