import { describe, expect, test } from 'vitest';
import type { CategoryDef } from '../catalogue.ts';
import { asksForFee } from './fee-requests.ts';
import { dayOf, dayToIso, jobOf, readDay, readJobProperties, safeHttpUrl } from './fields.ts';

const category = (type: CategoryDef['type']): Pick<CategoryDef, 'type' | 'filters'> => ({
  type,
  filters: [
    { key: 'salary', type: 'money', label: { en: 'Salary', bn: 'বেতন' } },
    {
      key: 'item_type',
      type: 'enum',
      label: { en: 'Job type', bn: 'চাকরির ধরন' },
      values: [{ key: 'full-time', label: { en: 'Full-time', bn: 'ফুল-টাইম' } }],
    },
  ],
});

const fields = {
  role: 'Security guard',
  company: 'Elite Security',
  item_type: 'full-time',
  salary: '১২,০০০',
  education: 'ssc',
  deadline: '২০৯৯-০১-৩১',
  place: 'Uttara',
  apply_via: 'phone',
};

describe('job fields', () => {
  test('reads Bengali digits, defaults one vacancy, and stores the deadline as YYYYMMDD', () => {
    const { properties, issues } = readJobProperties(category('jobs'), fields);
    expect(issues).toEqual([]);
    expect(properties).toMatchObject({ salary: 12000, vacancies: 1, deadline: 20990131, apply_via: 'phone' });
    expect(jobOf(properties)).toMatchObject({ role: 'Security guard', deadline: 20990131, education: 'ssc' });
  });

  test('refuses a salary range upside down, a link that is not a web link, and an overseas job without licence', () => {
    const { issues } = readJobProperties(category('overseas_jobs'), {
      ...fields,
      salary: '20000',
      salary_max: '15000',
      apply_via: 'url',
      apply_url: 'javascript:alert(1)',
    });
    expect(issues.map((i) => i.message)).toEqual(['job_salary_range', 'job_url_invalid', 'job_licence_required']);
  });

  test('days: real calendar days only, Dhaka time', () => {
    expect(readDay('2028-02-29')).toBe(20280229);
    expect(readDay('2027-02-29')).toBe('invalid');
    expect(dayToIso(20270105)).toBe('2027-01-05');
    // 20:00 UTC on 31 December is already 1 January in Dhaka.
    expect(dayOf(new Date('2026-12-31T20:00:00Z'))).toBe(20270101);
    expect(safeHttpUrl('careers.example.com/apply')).toBe('https://careers.example.com/apply');
  });
});

describe('fee requests', () => {
  test('finds fees asked for in English and Bengali, not fees in other senses', () => {
    expect(asksForFee('Registration Fee: 1500 tk, refundable')).toBe(true);
    expect(asksForFee('প্রসেসিং ফি বিকাশে পাঠান')).toBe(true);
    expect(asksForFee('জামানত হিসেবে ৫০০০ টাকা')).toBe(true);
    expect(asksForFee('Free training, no fee of any kind')).toBe(false);
    expect(asksForFee('Processing of orders and registrations')).toBe(false);
  });
});
