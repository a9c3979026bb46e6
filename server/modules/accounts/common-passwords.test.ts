import { describe, expect, test } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { NewPasswordSchema } from './schemas.ts';

describe('isCommonPassword', () => {
  test.each(['password', '12345678', 'Qwerty123', 'iloveyou1', 'sunshine1', 'bangladesh', 'Dhaka@123'])(
    'knows %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  test.each(['Shapla-Ful 2024', 'nodir dhare 7 gach', 'কাঁঠাল-বাগান-৯'])('lets %s through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  test('a new password must not be one of them', () => {
    expect(NewPasswordSchema.safeParse('michael1').success).toBe(false);
    expect(NewPasswordSchema.safeParse('Shapla-Ful 2024').success).toBe(true);
  });
});
