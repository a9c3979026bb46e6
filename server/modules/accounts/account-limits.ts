// The rate limits of signing in, signing up and password resets.
import type { Limit } from '../../adapters/rate-limits.ts';

export const MINUTE = 60;

export const HOUR = 3600;

export const DAY = 24 * HOUR;

/**
 * The flood guards per address (decision 234): a carrier NAT puts thousands of subscribers behind one address, so
 * these only stop floods; the limits on the account, the number and the device carry the protection. Failed
 * sign-ins (password, phone code, Google) count here, successful ones never do.
 */
export const signInFailuresFrom = (ip: string): Limit[] => [
  { key: 'login:fail:ip:10m', ip, max: 100, windowSeconds: 10 * MINUTE },
  { key: 'login:fail:ip:d', ip, max: 1000, windowSeconds: DAY },
];

export const signUpsFrom = (ip: string): Limit[] => [
  { key: 'signup:ip:10m', ip, max: 100, windowSeconds: 10 * MINUTE },
  { key: 'signup:ip:d', ip, max: 1000, windowSeconds: DAY },
];

export const resetsFrom = (ip: string): Limit[] => [
  { key: 'reset:ip:10m', ip, max: 100, windowSeconds: 10 * MINUTE },
  { key: 'reset:ip:d', ip, max: 1000, windowSeconds: DAY },
];
