// Time is injected (DEVELOPERS "Time is injected"): schedules, expiries and waiting periods ask a Clock rather than
// `new Date()`, so tests move time instead of sleeping. The process has one, in its services (server/context.ts).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system clock moved ahead by `milliseconds` (CLOCK_OFFSET_SECONDS: demos and browser tests). */
export function offsetClock(milliseconds: number): Clock {
  return milliseconds === 0 ? systemClock : { now: () => new Date(Date.now() + milliseconds) };
}

/** A clock that stands still until moved: for tests. */
export interface ManualClock extends Clock {
  set(to: Date): void;
  advance(milliseconds: number): void;
}

export function manualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (to) => {
      current = to.getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
