// docs/security.md maps every OWASP ASVS 5.0 level 1 and 2 requirement (docs/asvs-5.0-l2.json) to the tests that
// prove it or to a reason. The map must stay true: every requirement once, and every test it names there.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const requirements = JSON.parse(read('docs/asvs-5.0-l2.json')) as { id: string; level: number }[];
const rows = [
  ...read('docs/security.md').matchAll(/^\|\s*(V\d+\.\d+\.\d+)\s*\|\s*(\d)\s*\|\s*(\S+)\s*\|(.*)\|\s*$/gm),
].map(([, id, level, status, proof]) => ({ id: id ?? '', level: Number(level), status, proof: (proof ?? '').trim() }));
/** The tests a row names: `file` “title”. */
const testsOf = (proof: string) =>
  [...proof.matchAll(/`([^`]+)` “([^”]+)”/g)].map(([, file, title]) => ({ file: file ?? '', title: title ?? '' }));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the ASVS map (docs/security.md)', () => {
  test('lists every level 1 and 2 requirement exactly once, at its level', () => {
    expect(requirements).toHaveLength(253);
    const ids = rows.map((row) => row.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(rows.map(({ id, level }) => ({ id, level }))).toEqual(requirements);
  });

  test('gives each requirement a status, with tests for “test” and a reason otherwise', () => {
    for (const row of rows) {
      expect(['test', 'n/a', 'gap'], row.id).toContain(row.status);
      if (row.status === 'test') expect(testsOf(row.proof).length, row.id).toBeGreaterThan(0);
      else expect(row.proof, row.id).not.toBe('');
    }
  });

  test('names only test files and test titles that exist', () => {
    const missing = rows.flatMap((row) =>
      testsOf(row.proof).flatMap(({ file, title }) => {
        if (!existsSync(path.join(root, file))) return [`${row.id}: no file ${file}`];
        const declared = new RegExp(`\\b(?:test|it)(?:\\.each\\([^)]*\\))?\\(\\s*(['"\`])${escape(title)}\\1`);
        return declared.test(read(file)) ? [] : [`${row.id}: no test “${title}” in ${file}`];
      }),
    );
    expect(missing).toEqual([]);
  });
});
