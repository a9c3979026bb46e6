import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  adStatusWrites,
  checkLayers,
  exitCode,
  formatReport,
  type LayerReport,
  longFunctions,
} from './check-layers.ts';

const temp = mkdtempSync(join(tmpdir(), 'check-layers-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const TSCONFIG = JSON.stringify({
  compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true },
});

/** A clean tree: every layer present, every rule kept. */
const CLEAN: Record<string, string> = {
  'core/money.ts': 'export const taka = (n: number) => n * 100;\n',
  'core/format.ts': "import { taka } from './money.ts';\nexport const show = (n: number) => String(taka(n));\n",
  'server/modules/ads/index.ts': "export { publish, type Ad } from './service.ts';\n",
  'server/modules/ads/service.ts': [
    "import { taka } from '../../../core/money.ts';",
    "import { rules } from './rules.ts';",
    'export type Ad = { id: number };',
    "export const publish = (db: { query(s: string): void }) => db.query(`UPDATE ads SET status = 'live' WHERE id = 1`);",
    'export const price = taka(rules);',
    '',
  ].join('\n'),
  'server/modules/ads/rules.ts': 'export const rules = 1;\n',
  'server/modules/chat/index.ts': "import { publish } from '../ads/index.ts';\nexport const chat = publish;\n",
  'server/modules/chat/service.test.ts': "import { rules } from '../ads/rules.ts';\nexport const r = rules;\n",
  'server/modules/shops/service.ts':
    "export const move = (db: { query(s: string): void }) => db.query('UPDATE ads SET shop_id = 1 WHERE user_id = 2');\n",
  'server/flows/posting.ts': "import { publish } from '../modules/ads/index.ts';\nexport const post = publish;\n",
  'server/app.ts': "import { post } from './flows/posting.ts';\nexport const app = post;\n",
  'server/seed/ads.ts': "export const seed = `INSERT INTO ads (id, status) VALUES (1, 'live')`;\n",
  'app/ui/button.tsx': 'export const Button = () => null;\n',
  'app/routes.ts': "export default [route('about', 'routes/about.tsx'), index('routes/home.tsx')];\n",
  'app/routes/about.tsx': 'export default function About() {\n  return null;\n}\n',
  'app/home/home.tsx': [
    "import type { Ad } from '../../server/modules/ads/index.ts';",
    "import { Button } from '../ui/button.tsx';",
    'export default function Home(_: { ad: Ad }) {',
    '  return Button();',
    '}',
    '',
  ].join('\n'),
};

/** One broken file (or pair) per rule, each added to the clean tree. */
const BROKEN: Record<string, Record<string, string>> = {
  'core-pure': {
    'core/money.ts':
      "import { seed } from '../server/seed/ads.ts';\nexport const taka = (n: number) => n * 100 + seed.length;\n",
  },
  'module-face': {
    'server/modules/chat/index.ts': "import { rules } from '../ads/rules.ts';\nexport const chat = rules;\n",
  },
  'modules-not-flows': {
    'server/modules/chat/index.ts': "import { post } from '../../flows/posting.ts';\nexport const chat = post;\n",
  },
  'no-cycle': {
    'server/modules/ads/a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
    'server/modules/ads/b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
  },
  'screens-imported-by-none': {
    'app/ui/button.tsx':
      "import type About from '../routes/about.tsx';\nexport const Button = (_?: typeof About) => null;\n",
  },
  'app-not-server-values': {
    'app/home/home.tsx': [
      "import { publish } from '../../server/modules/ads/index.ts';",
      'export default function Home() {',
      '  return publish;',
      '}',
      '',
    ].join('\n'),
  },
  'ad-status-outside-ads': {
    'server/modules/shops/service.ts':
      "export const hide = (db: { query(s: string): void }) =>\n  db.query(`UPDATE ads\n     SET updated_at = now(), status = 'hidden'\n   WHERE shop_id = 1`);\n",
  },
};

let trees = 0;
function tree(files: Record<string, string>): string {
  const root = join(temp, `tree-${trees++}`);
  for (const [path, text] of Object.entries({ 'tsconfig.json': TSCONFIG, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the layer check on fixture trees', () => {
  test('a clean tree has no violation and passes in error mode', async () => {
    const report = await checkLayers(tree(CLEAN));
    expect(report.violations).toEqual([]);
    expect(report.modulesCruised).toBeGreaterThan(10);
    expect(exitCode(report, 'error')).toBe(0);
  });

  test.each(Object.keys(BROKEN))('%s is found, and fails the check in error mode only', async (rule) => {
    const report = await checkLayers(tree({ ...CLEAN, ...BROKEN[rule] }));
    expect(report.violations.map((v) => v.rule)).toEqual([rule]);
    expect(exitCode(report, 'error')).toBe(1);
    expect(exitCode(report, 'warn')).toBe(0);
    expect(formatReport(report, 'error')).toContain(`error ${rule}: 1`);
  });

  test('a cycle is named once, with its files', async () => {
    const report = await checkLayers(tree({ ...CLEAN, ...BROKEN['no-cycle'] }));
    expect(report.violations).toEqual([
      { rule: 'no-cycle', from: 'server/modules/ads/a.ts', to: 'server/modules/ads/b.ts → server/modules/ads/a.ts' },
    ]);
  });

  test('a node builtin in core/ and a non-face import from a flow are found', async () => {
    const report = await checkLayers(
      tree({
        ...CLEAN,
        'core/format.ts': "import { readFileSync } from 'node:fs';\nexport const show = readFileSync;\n",
        'server/flows/posting.ts': "import { rules } from '../modules/ads/rules.ts';\nexport const post = rules;\n",
      }),
    );
    expect(report.violations.map((v) => `${v.rule} ${v.from}`).sort()).toEqual([
      'core-pure core/format.ts',
      'module-face server/flows/posting.ts',
    ]);
  });

  test('sizes are reported but never fail the check', async () => {
    const long = Array.from({ length: 160 }, (_, i) => `  const x${i} = ${i};`).join('\n');
    const report = await checkLayers(
      tree({
        ...CLEAN,
        'app/routes/big.tsx': `export function Big() {\n${long}\n  return null;\n}\n${'\n'.repeat(300)}`,
        'server/modules/catalog/data/tree.ts': 'export const t = 1;\n'.repeat(500),
      }),
    );
    expect(report.violations).toEqual([]);
    expect(report.sizes).toEqual([
      { kind: 'file', file: 'app/routes/big.tsx', lines: 463 },
      { kind: 'function', file: 'app/routes/big.tsx', lines: 163, name: 'Big', line: 1 },
    ]);
    expect(exitCode(report, 'error')).toBe(0);
  });
});

describe('the ad status scan', () => {
  test('finds UPDATE … SET status and INSERT INTO ads with a status column, nothing else', () => {
    const text = [
      "q(`UPDATE ads a SET status = 'sold' WHERE id = $1`);",
      "q('UPDATE ads SET listing_fee = 500 WHERE id = $1');",
      "q('UPDATE ads SET (status, updated_at) = ($1, now())');",
      "q(`INSERT INTO ads (id, title, status) VALUES ($1, $2, 'draft')`);",
      "q('INSERT INTO ads (id, title) VALUES ($1, $2)');",
      "q('UPDATE ad_views SET status = 1');",
    ].join('\n');
    expect(adStatusWrites('x.ts', text).map((v) => v.line)).toEqual([1, 3, 4]);
  });
});

describe('long functions', () => {
  test('arrow functions are named by their variable, default exports as default', () => {
    const body = '\n'.repeat(151);
    const text = `export const Card = () => {${body}};\nexport default function () {${body}}\n`;
    expect(longFunctions('a.tsx', text).map((f) => [f.name, f.line])).toEqual([
      ['Card', 1],
      ['default', 153],
    ]);
  });
});

test('the report groups by rule and counts', () => {
  const report: LayerReport = {
    modulesCruised: 3,
    sizes: [],
    violations: [
      { rule: 'screens-imported-by-none', from: 'app/ui/a.tsx', to: 'app/routes/b.tsx' },
      { rule: 'screens-imported-by-none', from: 'app/ui/a.tsx', to: 'app/routes/c.tsx' },
    ],
  };
  const text = formatReport(report, 'warn');
  expect(text).toContain('warn screens-imported-by-none: 2\n  app/ui/a.tsx → app/routes/b.tsx, app/routes/c.tsx');
  expect(text).toContain("reported only (MODE = 'warn'");
});
