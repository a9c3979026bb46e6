import { describe, expect, test } from 'vitest';
import { errorText } from './error-messages.ts';
import { AppError } from './errors.ts';

describe('errorText', () => {
  test('a RATE_LIMITED that gives its wait says it, in Bengali digits in bn', () => {
    const limited = (seconds: number) => new AppError('RATE_LIMITED', undefined, 'limit', seconds);
    expect(errorText('en', limited(42))).toBe('Too many attempts. Try again in 42 seconds.');
    expect(errorText('en', limited(1))).toBe('Too many attempts. Try again in 1 second.');
    expect(errorText('en', limited(600))).toBe('Too many attempts. Try again in 10 minutes.');
    expect(errorText('bn', limited(42))).toBe('অনেকবার চেষ্টা করা হয়েছে। ৪২ সেকেন্ড পরে আবার চেষ্টা করুন।');
    expect(errorText('bn', limited(601))).toBe('অনেকবার চেষ্টা করা হয়েছে। ১১ মিনিট পরে আবার চেষ্টা করুন।');
  });

  test('any other error, or a limit without a wait, is the catalogue message', () => {
    expect(errorText('en', new AppError('RATE_LIMITED'))).toBe(
      'Too many attempts. Please wait a little and try again.',
    );
    expect(errorText('en', new AppError('INVALID_CODE'))).toBe(
      'The code is wrong or has expired. Check it, or ask for a new code.',
    );
  });
});
