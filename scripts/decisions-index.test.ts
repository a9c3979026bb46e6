import { describe, expect, test } from 'vitest';
import { checkArchitecture, listedModules } from './architecture-check.ts';
import {
  checkDecisions,
  crossCheck,
  type Decision,
  type DecisionFile,
  parseDecision,
  renderIndex,
} from './decisions-index.ts';

const decision = (number: number, title: string, header: string[], body = 'Context: why.'): DecisionFile => {
  const nnn = String(number).padStart(3, '0');
  return {
    file: `${nnn}-${title.toLowerCase().replace(/ /g, '-')}.md`,
    text: [`# ${nnn}. ${title}`, '', ...header, '', body, ''].join('\n'),
  };
};

const old = decision(7, 'Icons are emoji', [
  '- Status: superseded by 200 — drawn as SVG now',
  '- Capability: catalogue',
]);
const now = decision(200, 'Icons are SVG', ['- Status: current', '- Capability: catalogue', '- Amended by: 201']);
const later = decision(201, 'Icons in the header', ['- Status: current', '- Capability: catalogue']);
const search = decision(12, 'Search on PostgreSQL', ['- Status: current', '- Capability: search']);
const all = [old, now, later, search];
const parsed = (files: DecisionFile[]): Decision[] => files.map((f) => parseDecision(f).decision!);

describe('a decision header', () => {
  test('reads the number, title, status, capability and amendments', () => {
    expect(parseDecision(old)).toEqual({
      decision: {
        number: 7,
        file: '007-icons-are-emoji.md',
        title: 'Icons are emoji',
        status: { kind: 'superseded', by: 200, note: 'drawn as SVG now' },
        capability: 'catalogue',
        amendedBy: [],
      },
      problems: [],
    });
    expect(parseDecision(now).decision?.amendedBy).toEqual([201]);
  });

  test('reads a header whose list goes on into the body', () => {
    const file = {
      file: '018-limits.md',
      text: '# 018. Limits\n\n- Status: current\n- Capability: security\n- Context: x\n',
    };
    expect(parseDecision(file).problems).toEqual([]);
  });

  test('refuses a file without Status or Capability', () => {
    expect(parseDecision(decision(5, 'Locales', ['- Capability: i18n'])).problems).toEqual([
      '005-locales.md: no "- Status:" line in its header',
    ]);
    expect(parseDecision(decision(5, 'Locales', ['- Status: current'])).problems).toEqual([
      '005-locales.md: no "- Capability:" line in its header',
    ]);
  });

  test('refuses a capability outside the list, a status without its note and a number not the file name’s', () => {
    expect(parseDecision(decision(5, 'Locales', ['- Status: current', '- Capability: languages'])).problems[0]).toMatch(
      /capability "languages" is not one of/,
    );
    expect(
      parseDecision(decision(5, 'Locales', ['- Status: superseded by 9', '- Capability: i18n'])).problems[0],
    ).toMatch(/Status must be/);
    const misnamed = { ...search, file: '013-search-on-postgresql.md' };
    expect(parseDecision(misnamed).problems).toEqual([
      "013-search-on-postgresql.md: the title's number 012 is not the file's",
    ]);
    expect(parseDecision({ ...search, file: '12-search.md' }).problems[0]).toMatch(/NNN-kebab-title\.md/);
  });
});

describe('references between decisions', () => {
  test('accept later decisions that exist', () => {
    expect(crossCheck(parsed(all))).toEqual([]);
  });

  test('refuse a "superseded by" or "amended by" that names a missing file', () => {
    expect(crossCheck(parsed([old, later, search]))).toEqual([
      '007-icons-are-emoji.md: superseded by 200, which has no file',
    ]);
    expect(crossCheck(parsed([old, now, search]))).toEqual(['200-icons-are-svg.md: amended by 201, which has no file']);
  });

  test('refuse a decision superseded by an earlier one, and a number used twice', () => {
    const back = decision(13, 'Lexicon', ['- Status: superseded by 12 — merged', '- Capability: search']);
    expect(crossCheck(parsed([search, back]))).toEqual(['013-lexicon.md: superseded by 12, which is not later']);
    expect(crossCheck(parsed([search, { ...search, file: '012-other.md' }]))).toEqual([
      '012-other.md: number 12 is also 012-search-on-postgresql.md',
    ]);
  });
});

describe('the index', () => {
  const index = renderIndex(parsed(all));

  test('groups by capability in the list’s order, current ones first, and marks the superseded', () => {
    const lines = index.split('\n').filter((l) => l.startsWith('## ') || l.startsWith('- ['));
    expect(lines).toEqual([
      '## Catalogue',
      '- [200 Icons are SVG](200-icons-are-svg.md)',
      '- [201 Icons in the header](201-icons-in-the-header.md)',
      '- [007 Icons are emoji](007-icons-are-emoji.md) (superseded by 200)',
      '## Search',
      '- [012 Search on PostgreSQL](012-search-on-postgresql.md)',
    ]);
    expect(index).toContain('the next is 202');
  });

  test('--check passes when the index is the one the headers give, and fails otherwise', () => {
    expect(checkDecisions(all, index)).toEqual([]);
    expect(checkDecisions(all, index.replace('(superseded by 200)', ''))).toEqual([
      'docs/decisions/README.md is out of date: run `npm run docs:decisions`',
    ]);
    expect(checkDecisions(all, null)).toHaveLength(1);
    expect(checkDecisions([old, later, search], index)).toEqual([
      '007-icons-are-emoji.md: superseded by 200, which has no file',
    ]);
  });
});

describe('docs/architecture.md against server/modules/', () => {
  const doc = [
    '# Architecture',
    '',
    'server/modules/ads holds the ads.',
    '',
    '## Modules (server/modules/)',
    '',
    '- `ads/` — ads',
    '- `chat/` — chat',
    '- `staff/` — the staff base (being introduced)',
    '',
    '## Layers',
    '',
    '- `core/` — not a module',
  ].join('\n');

  test('reads the list under the modules heading only', () => {
    expect([...listedModules(doc).keys()]).toEqual(['ads', 'chat', 'staff']);
  });

  test('passes when every folder is named; a module being introduced may be missing, with a warning', () => {
    expect(checkArchitecture(doc, ['ads', 'chat'])).toEqual({
      problems: [],
      warnings: ['docs/architecture.md lists server/modules/staff/, being introduced, not there yet'],
    });
    expect(checkArchitecture(doc, ['ads', 'chat', 'staff'])).toEqual({ problems: [], warnings: [] });
  });

  test('fails for a folder it does not name, and for a module it names that does not exist', () => {
    expect(checkArchitecture(doc, ['ads', 'chat', 'orders']).problems).toEqual([
      'docs/architecture.md does not name the module server/modules/orders/',
    ]);
    expect(checkArchitecture(doc, ['ads']).problems).toEqual([
      'docs/architecture.md names the module chat/, which server/modules/ does not hold',
    ]);
    const stale = doc.replace('holds the ads.', 'holds the ads; server/modules/ad-stats counts them.');
    expect(checkArchitecture(stale, ['ads', 'chat']).problems).toEqual([
      'docs/architecture.md mentions server/modules/ad-stats, which does not exist',
    ]);
    expect(checkArchitecture('# Architecture\n', ['ads']).problems[0]).toMatch(/no list of modules/);
  });
});
