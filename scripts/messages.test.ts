// Every interface text exists in bn and en: a test fails when a key is missing from either catalogue.
// Convention: message catalogues are made with defineMessages in files named *messages.ts; this test finds them all.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, test } from 'vitest';
import { formatMessage, intlLocale, type Messages, type MessageValues } from '../core/i18n.ts';
import { type MessageAst, parseMessage } from '../core/icu.ts';

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

  // core/icu.ts reads a subset of ICU in a fraction of intl-messageformat's size (decision 202): every message must
  // come out exactly as intl-messageformat writes it, for numbers around the plural edges and every select option.
  test.each(catalogues)('%s formats as intl-messageformat does', (_name, messages) => {
    for (const locale of ['bn', 'en'] as const) {
      for (const [key, source] of Object.entries(messages[locale])) {
        for (const values of sampleValues(parseMessage(source))) {
          const expected = String(new IntlMessageFormat(source, intlLocale(locale)).format(values));
          expect(formatMessage(messages, locale, key, values), `${locale}.${key} ${JSON.stringify(values)}`).toBe(
            expected,
          );
        }
      }
    }
  });
});

/** Value sets that reach every option of a message: numbers 0, 1, 2, 5, 21 and 1234.5, each select key and one more. */
function sampleValues(ast: MessageAst): MessageValues[] {
  const numbers = [0, 1, 2, 5, 21, 1234.5];
  const names = new Map<string, string[] | 'number' | 'text'>();
  const walk = (nodes: MessageAst) => {
    for (const node of nodes) {
      if (typeof node === 'string' || node.kind === 'pound') continue;
      if (node.kind === 'select') names.set(node.name, [...Object.keys(node.options), 'unlisted']);
      else if (node.kind !== 'arg' || !names.has(node.name))
        names.set(node.name, node.kind === 'arg' ? 'text' : 'number');
      if ('options' in node) for (const option of Object.values(node.options)) walk(option);
    }
  };
  walk(ast);
  const rounds = Math.max(numbers.length, ...[...names.values()].map((v) => (Array.isArray(v) ? v.length : 0)));
  return Array.from({ length: rounds }, (_, i) =>
    Object.fromEntries(
      [...names].map(([name, kind]) => [
        name,
        kind === 'text'
          ? `x${i}`
          : kind === 'number'
            ? (numbers[i % numbers.length] as number)
            : (kind[i % kind.length] as string),
      ]),
    ),
  );
}
