import { describe, expect, test } from 'vitest';
import { AD_STATUSES } from './ad-lifecycle.ts';
import { adStatusName, reportStatusName } from './status-messages.ts';

describe('status names', () => {
  test('name every ad status in words in both languages, never as its key', () => {
    for (const status of AD_STATUSES) {
      expect(adStatusName('bn', status)).not.toMatch(/[a-z_]/);
      expect(adStatusName('en', status)).not.toBe(status);
    }
    expect(adStatusName('bn', 'published')).toBe('প্রকাশিত');
  });

  test('name report statuses, and show an unknown status as it is rather than fail', () => {
    expect(reportStatusName('bn', 'open')).toBe('খোলা');
    expect(reportStatusName('en', 'taken_down')).toBe('Ad taken down');
    expect(reportStatusName('bn', 'someday')).toBe('someday');
  });
});
