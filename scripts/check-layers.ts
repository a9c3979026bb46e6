// `npm run check:layers`: the layers of docs/architecture.md (decision 245). dependency-cruiser checks the import rules
// of .dependency-cruiser.mjs (type imports included); a text scan finds SQL writing an ad's status outside the ads
// module; a size report lists long files and long functions in app/. Sizes are always warnings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cruise,
  type ICruiseOptions,
  type ICruiseResult,
  type IForbiddenRuleType,
  type IViolation,
} from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import ts from 'typescript';

/** The switch: 'warn' reports and exits 0; 'error' fails the check on any import or SQL violation. */
const MODE: 'warn' | 'error' = 'error';

export const FILE_LINES = 400;
export const FUNCTION_LINES = 150;
const ZONES = ['app', 'server', 'core'];
const CONFIG = join(dirname(fileURLToPath(import.meta.url)), '..', '.dependency-cruiser.mjs');
/** The route table: app/routes.ts, and the back office's pages it maps from core. Paths in them are app/-relative. */
const ROUTE_TABLES = ['app/routes.ts', 'core/backoffice/permissions.ts'];

/**
 * The screens: the route modules the route table names ('…/x.tsx' literals). A screen is imported by nothing but the
 * table (tests aside): what its loader returns is typed where components can import it, so no component, helper or
 * other screen depends on a screen and the screens can move with their URLs.
 */
export function screenFiles(root: string): string[] {
  const screens = new Set<string>();
  for (const table of ROUTE_TABLES) {
    const path = join(root, table);
    if (!existsSync(path)) continue;
    for (const m of readFileSync(path, 'utf8').matchAll(/['"]([\w./-]+\.tsx)['"]/g)) screens.add(`app/${m[1]}`);
  }
  return [...screens].sort();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Rule =
  | 'core-pure'
  | 'module-face'
  | 'modules-not-flows'
  | 'screens-imported-by-none'
  | 'app-not-server-values'
  | 'no-cycle'
  | 'ad-status-outside-ads';

export interface Violation {
  rule: Rule;
  /** The importing file, or the file holding the SQL. */
  from: string;
  /** The imported file, the cycle (a → b → a), or the SQL statement's start. */
  to: string;
  line?: number;
}

export interface SizeWarning {
  kind: 'file' | 'function';
  file: string;
  lines: number;
  /** For a function: its name and first line. */
  name?: string;
  line?: number;
}

export interface LayerReport {
  violations: Violation[];
  sizes: SizeWarning[];
  modulesCruised: number;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

const toPosix = (path: string) => path.split(sep).join('/');
const isTest = (path: string) =>
  /\.test\.tsx?$|(^|\/)testing\.tsx?$|\.test-support\.tsx?$/.test(path) || path.startsWith('tests/');

/** Source files (.ts/.tsx, not .d.ts) under the zones of root, as root-relative posix paths. */
function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const zone of ZONES) {
    const dir = join(root, zone);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const path = toPosix(relative(root, join(entry.parentPath, entry.name)));
      if (!path.split('/').includes('node_modules')) files.push(path);
    }
  }
  return files.sort();
}

function screenRule(root: string): IForbiddenRuleType[] {
  const screens = screenFiles(root);
  if (screens.length === 0) return [];
  return [
    {
      name: 'screens-imported-by-none',
      severity: 'error',
      from: { pathNot: ['^app/routes\\.ts$', '\\.test\\.tsx?$', '^tests/'] },
      to: { path: screens.map((screen) => `^${escapeRegExp(screen)}$`) },
    },
  ];
}

/** The import rules, by dependency-cruiser. A cycle is reported once, however many of its edges the cruise flags. */
async function importViolations(root: string): Promise<{ violations: Violation[]; modules: number }> {
  const zones = ZONES.filter((zone) => existsSync(join(root, zone)));
  if (zones.length === 0) return { violations: [], modules: 0 };
  const config = await extractDepcruiseConfig(CONFIG);
  const tsConfigFile = join(root, 'tsconfig.json');
  const options: ICruiseOptions = {
    ...config.options,
    ruleSet: { forbidden: [...(config.forbidden ?? []), ...screenRule(root)] },
    validate: true,
    baseDir: root,
    outputType: 'json',
  };
  if (existsSync(tsConfigFile)) options.tsConfig = { fileName: tsConfigFile };
  else delete options.tsConfig;
  const tsConfig = existsSync(tsConfigFile) ? extractTSConfig(tsConfigFile) : undefined;
  const { output } = await cruise(zones, options, {}, { tsConfig });
  const result: ICruiseResult = typeof output === 'string' ? JSON.parse(output) : output;
  const violations: Violation[] = [];
  const cycles = new Set<string>();
  for (const v of result.summary.violations as IViolation[]) {
    const rule = v.rule.name as Rule;
    if (v.cycle && v.cycle.length > 0) {
      const names = [v.from, ...v.cycle.map((step) => step.name)];
      if (names.at(-1) === v.from) names.pop();
      const start = names.indexOf([...names].sort()[0]!);
      const canonical = [...names.slice(start), ...names.slice(0, start)];
      const key = canonical.join(' → ');
      if (cycles.has(key)) continue;
      cycles.add(key);
      violations.push({ rule, from: canonical[0]!, to: [...canonical.slice(1), canonical[0]].join(' → ') });
    } else violations.push({ rule, from: v.from, to: v.to });
  }
  return { violations, modules: result.summary.totalCruised };
}

const UPDATE_ADS =
  /\bUPDATE\s+(?:ONLY\s+)?"?ads"?(?:\s+(?:AS\s+)?(?!SET\b)[a-z_]\w*)?\s+SET\b([\s\S]*?)(?=\bWHERE\b|\bRETURNING\b|;|`|$)/gi;
const INSERT_ADS = /\bINSERT\s+INTO\s+"?ads"?\s*\(([^)]*)\)/gi;
const STATUS_SET = /(?:^|[\s,("])status"?\s*(?:,|=|\))/i;
const STATUS_COLUMN = /(?:^|[\s,"])status"?\s*(?:,|$)/i;

/** Only the ads module writes an ad's status: SQL in TS source outside server/modules/ads/ that sets ads.status. */
export function adStatusWrites(path: string, text: string): Violation[] {
  const found: Violation[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(UPDATE_ADS))
    if (STATUS_SET.test(m[1] ?? ''))
      found.push({ rule: 'ad-status-outside-ads', from: path, to: 'UPDATE ads SET status', line: lineOf(m.index) });
  for (const m of text.matchAll(INSERT_ADS))
    if (STATUS_COLUMN.test(m[1] ?? ''))
      found.push({
        rule: 'ad-status-outside-ads',
        from: path,
        to: 'INSERT INTO ads (… status …)',
        line: lineOf(m.index),
      });
  return found;
}

const sqlExempt = (path: string) =>
  path.startsWith('server/modules/ads/') ||
  path.startsWith('server/seed/') ||
  path.split('/').includes('migrations') ||
  isTest(path);

const sizeExempt = (path: string) =>
  path.split('/').includes('data') ||
  /^server\/seed\/content[^/]*\.ts$/.test(path) ||
  /-messages\.tsx?$/.test(path) ||
  isTest(path);

/** The name a function goes by: its own, or that of the variable, property or export it is assigned to. */
function functionName(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  let parent: ts.Node = node.parent;
  while (ts.isCallExpression(parent) || ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent))
    parent = parent.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText(source);
  if (ts.isExportAssignment(parent) || ts.getCombinedModifierFlags(node as ts.Declaration) & ts.ModifierFlags.Default)
    return 'default';
  return '(anonymous)';
}

/** Functions and arrow functions longer than FUNCTION_LINES, in one file of app/. */
export function longFunctions(path: string, text: string): SizeWarning[] {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: SizeWarning[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node)) &&
      node.body
    ) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > FUNCTION_LINES)
        found.push({ kind: 'function', file: path, lines, name: functionName(node, source), line: first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The whole check on a tree: root holds app/, server/ and core/ (any may be missing). */
export async function checkLayers(root: string): Promise<LayerReport> {
  const { violations, modules } = await importViolations(root);
  const sizes: SizeWarning[] = [];
  for (const path of sourceFiles(root)) {
    const text = readFileSync(join(root, path), 'utf8');
    if (!sqlExempt(path)) violations.push(...adStatusWrites(path, text));
    if (sizeExempt(path)) continue;
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > FILE_LINES) sizes.push({ kind: 'file', file: path, lines });
    if (path.startsWith('app/')) sizes.push(...longFunctions(path, text));
  }
  return { violations, sizes, modulesCruised: modules };
}

/** What `npm run check:layers` prints: violations grouped by rule, then by importing file; then the sizes. */
export function formatReport(report: LayerReport, mode: 'warn' | 'error'): string {
  const out: string[] = [];
  const byRule = groupBy(report.violations, (v) => v.rule);
  const label = mode === 'error' ? 'error' : 'warn';
  out.push(`Layer check (${mode} mode), ${report.modulesCruised} modules cruised`);
  for (const [rule, list] of [...byRule].sort(([a], [b]) => a.localeCompare(b))) {
    out.push('', `${label} ${rule}: ${list.length}`);
    for (const [from, items] of groupBy(list, (v) => v.from)) {
      const targets = items.map((v) => (v.line ? `${v.to} (line ${v.line})` : v.to));
      out.push(`  ${from} → ${targets.join(', ')}`);
    }
  }
  const files = report.sizes.filter((s) => s.kind === 'file').sort((a, b) => b.lines - a.lines);
  const functions = report.sizes.filter((s) => s.kind === 'function').sort((a, b) => b.lines - a.lines);
  if (files.length > 0) {
    out.push('', `warn files over ${FILE_LINES} lines: ${files.length}`);
    for (const s of files) out.push(`  ${s.file} (${s.lines})`);
  }
  if (functions.length > 0) {
    out.push('', `warn functions over ${FUNCTION_LINES} lines in app/: ${functions.length}`);
    for (const s of functions) out.push(`  ${s.name} ${s.file}:${s.line} (${s.lines})`);
  }
  out.push('', 'Summary');
  for (const [rule, list] of [...byRule].sort(([a], [b]) => a.localeCompare(b)))
    out.push(`  ${rule.padEnd(24)} ${list.length}`);
  out.push(`  ${`files > ${FILE_LINES} lines`.padEnd(24)} ${files.length} (warning only)`);
  out.push(`  ${`functions > ${FUNCTION_LINES} lines`.padEnd(24)} ${functions.length} (warning only)`);
  const total = report.violations.length;
  out.push(
    total === 0
      ? 'No layer violations.'
      : mode === 'error'
        ? `${total} layer violations: failing (MODE = 'error' in scripts/check-layers.ts).`
        : `${total} layer violations, reported only (MODE = 'warn' in scripts/check-layers.ts).`,
  );
  return out.join('\n');
}

/** The exit code: 1 only in error mode with an import or SQL violation; sizes never fail. */
export function exitCode(report: LayerReport, mode: 'warn' | 'error'): number {
  return mode === 'error' && report.violations.length > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const report = await checkLayers(root);
  console.log(formatReport(report, MODE));
  process.exitCode = exitCode(report, MODE);
}
