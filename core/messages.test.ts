// Every interface text exists in bn and en (issue 2: "a test fails when a key is missing from either catalog").
// Convention: message catalogues are made with defineMessages in files named *messages.ts; this test finds them all.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, test } from 'vitest';
import type { Messages } from './i18n.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const modules = import.meta.glob<Record<string, unknown>>(
  ['/app/**/*messages.ts', '/core/**/*messages.ts', '/server/**/*messages.ts'],
  {
    eager: true,
  },
);

const isMessages = (value: unknown): value is Messages<string> =>
  typeof value === 'object' && value !== null && 'en' in value && 'bn' in value;

const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isMessages(value))
    .map(([name, value]) => [`${file} ${name}`, value as Messages<string>] as const),
);

/**
 * The argument names a message shows ({count}, {price}…), from its ICU syntax tree. `select` selectors are left
 * out: they carry grammar that one language needs and the other does not (e.g. the Bengali locative ending).
 */
function argumentsOf(source: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      // 0 literal, 5 select, 7 pound sign, 8 tag: not shown values
      if ('value' in element && ![0, 5, 7, 8].includes(element.type)) names.add(String(element.value));
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(source, locale).getAst());
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('message catalogues', () => {
  test('are all found', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(3);
  });

  test('are only defined in *messages.ts files, so that this test sees every one', () => {
    const elsewhere = ['app', 'core', 'server']
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((file) => !file.endsWith('messages.ts') && !file.endsWith('i18n.ts'))
      .filter((file) => readFileSync(file, 'utf8').includes('defineMessages('));
    expect(elsewhere).toEqual([]);
  });

  test.each(catalogues)('%s has the same keys in bn and en, none empty', (_name, messages) => {
    expect(Object.keys(messages.bn).sort()).toEqual(Object.keys(messages.en).sort());
    for (const locale of ['bn', 'en'] as const) {
      for (const [key, text] of Object.entries(messages[locale])) expect(text.trim(), `${locale}.${key}`).not.toBe('');
    }
  });

  test.each(catalogues)('%s uses the same placeholders in bn and en, in valid ICU syntax', (_name, messages) => {
    for (const key of Object.keys(messages.en)) {
      expect(argumentsOf(messages.bn[key] as string, 'bn'), key).toEqual(argumentsOf(messages.en[key] as string, 'en'));
    }
  });
});
