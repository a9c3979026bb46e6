// `npm run docs:decisions` writes docs/decisions/README.md, the index of the decisions by capability, from the
// headers of docs/decisions/NNN-title.md. `--check` (`npm run check:docs`, part of `npm run check`) writes nothing
// and fails when the index is out of date, a decision's header is malformed (no Status or Capability, a capability
// outside the list, a "superseded by" or "amended by" naming no decision), or docs/architecture.md and the folders of
// server/modules/ disagree (architecture-check.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkArchitecture, moduleFolders } from './architecture-check.ts';

/** The capabilities a decision is filed under, in the index's order. */
export const CAPABILITIES = [
  'catalogue',
  'search',
  'ads',
  'posting',
  'media',
  'favourites and alerts',
  'accounts',
  'security',
  'chat',
  'payments',
  'promotions',
  'statistics',
  'memberships',
  'shops',
  'jobs',
  'doorstep',
  'content',
  'banners',
  'moderation',
  'back office',
  'operations',
  'performance',
  'testing',
  'architecture',
  'i18n',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

export type Status = { kind: 'current' } | { kind: 'superseded'; by: number; note: string };

export interface Decision {
  number: number;
  file: string;
  title: string;
  status: Status;
  capability: Capability;
  amendedBy: number[];
}

export interface DecisionFile {
  file: string;
  text: string;
}

const FILE_NAME = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const TITLE = /^# (\d{3})\. (.+)$/;
const SUPERSEDED = /^superseded by (\d{1,3}) — (.+)$/;
/** How many lines the header may take: title, blank line, Status, Capability, Amended by. */
const HEADER_LINES = 6;

/** Reads one decision's header; `problems` says what is wrong with it, naming the file. */
export function parseDecision({ file, text }: DecisionFile): { decision?: Decision; problems: string[] } {
  const problems: string[] = [];
  const lines = text.split('\n');
  const name = FILE_NAME.exec(file);
  if (!name) problems.push(`${file}: the name must be NNN-kebab-title.md`);
  const title = TITLE.exec(lines[0] ?? '');
  if (!title) problems.push(`${file}: the first line must be "# NNN. Title"`);
  else if (name && title[1] !== name[1]) problems.push(`${file}: the title's number ${title[1]} is not the file's`);

  const field = (label: string) => {
    const prefix = `- ${label}: `;
    const line = lines.slice(1, HEADER_LINES).find((l) => l.startsWith(prefix));
    return line?.slice(prefix.length).trim();
  };
  let status: Status | undefined;
  const statusText = field('Status');
  if (statusText === undefined) problems.push(`${file}: no "- Status:" line in its header`);
  else if (statusText === 'current') status = { kind: 'current' };
  else {
    const m = SUPERSEDED.exec(statusText);
    if (m) status = { kind: 'superseded', by: Number(m[1]), note: m[2]! };
    else problems.push(`${file}: Status must be "current" or "superseded by NNN — what changed", not "${statusText}"`);
  }
  const capabilityText = field('Capability');
  const capability = CAPABILITIES.find((c) => c === capabilityText);
  if (capabilityText === undefined) problems.push(`${file}: no "- Capability:" line in its header`);
  else if (!capability)
    problems.push(`${file}: capability "${capabilityText}" is not one of ${CAPABILITIES.join(', ')}`);
  const amendedText = field('Amended by');
  const amendedBy = amendedText === undefined ? [] : amendedText.split(/,\s*/).map(Number);
  if (amendedBy.some((n) => !Number.isInteger(n) || n <= 0))
    problems.push(`${file}: "Amended by" must list decision numbers, not "${amendedText}"`);

  if (problems.length > 0 || !title || !status || !capability) return { problems };
  return {
    decision: { number: Number(title[1]), file, title: title[2]!, status, capability, amendedBy },
    problems,
  };
}

/** Problems between decisions: numbers used twice, and references to decisions that do not exist or came before. */
export function crossCheck(decisions: Decision[]): string[] {
  const problems: string[] = [];
  const byNumber = new Map<number, Decision>();
  for (const d of decisions) {
    const other = byNumber.get(d.number);
    if (other) problems.push(`${d.file}: number ${d.number} is also ${other.file}`);
    byNumber.set(d.number, d);
  }
  for (const d of decisions) {
    if (d.status.kind === 'superseded') {
      if (!byNumber.has(d.status.by)) problems.push(`${d.file}: superseded by ${d.status.by}, which has no file`);
      else if (d.status.by <= d.number) problems.push(`${d.file}: superseded by ${d.status.by}, which is not later`);
    }
    for (const n of d.amendedBy) {
      if (!byNumber.has(n)) problems.push(`${d.file}: amended by ${n}, which has no file`);
      else if (n <= d.number) problems.push(`${d.file}: amended by ${n}, which is not later`);
    }
  }
  return problems;
}

const pad = (n: number) => String(n).padStart(3, '0');

/** The index: every decision by capability, current ones first, each group in order of number. */
export function renderIndex(decisions: Decision[]): string {
  const next = Math.max(0, ...decisions.map((d) => d.number)) + 1;
  const out = [
    '# Decisions',
    '',
    'One decision per file, `NNN-short-title.md`, numbered in the order they were made ("decision 228" is',
    '`228-….md`; some numbers were never used). Each file opens with its title, its status (`current`, or',
    '`superseded by NNN — what changed`), its capability and, where later decisions changed a part of it,',
    '`Amended by: NNN, …`; then Context, Decision and Consequences. A superseded decision stays as the record of why.',
    '',
    `A new decision is a new file after the highest number: the next is ${pad(next)}. Measured figures (bench runs,`,
    'tables of timings) go in `bench/notes/<topic>.md`, and the decision links to its note.',
    '',
    "This index is written from the files' headers by `npm run docs:decisions`; `npm run check:docs` (part of",
    '`npm run check`) fails when it is out of date or a header is malformed.',
  ];
  for (const capability of CAPABILITIES) {
    const group = decisions
      .filter((d) => d.capability === capability)
      .sort((a, b) => Number(a.status.kind !== 'current') - Number(b.status.kind !== 'current') || a.number - b.number);
    if (group.length === 0) continue;
    out.push('', `## ${capability[0]!.toUpperCase()}${capability.slice(1)}`, '');
    for (const d of group) {
      const mark = d.status.kind === 'superseded' ? ` (superseded by ${pad(d.status.by)})` : '';
      out.push(`- [${pad(d.number)} ${d.title}](${d.file})${mark}`);
    }
  }
  return out.join('\n') + '\n';
}

/** Everything `--check` finds wrong with the decisions and their index (`index` null when it is missing). */
export function checkDecisions(files: DecisionFile[], index: string | null): string[] {
  const parsed = files.map(parseDecision);
  const problems = parsed.flatMap((p) => p.problems);
  const decisions = parsed.flatMap((p) => (p.decision ? [p.decision] : []));
  problems.push(...crossCheck(decisions));
  if (problems.length === 0 && index !== renderIndex(decisions))
    problems.push('docs/decisions/README.md is out of date: run `npm run docs:decisions`');
  return problems;
}

function readDecisionFiles(dir: string): DecisionFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.join(root, 'docs/decisions');
  const indexFile = path.join(dir, 'README.md');
  const files = readDecisionFiles(dir);
  if (process.argv.includes('--check')) {
    const problems = checkDecisions(files, readOrNull(indexFile));
    const architecture = checkArchitecture(
      readOrNull(path.join(root, 'docs/architecture.md')) ?? '',
      moduleFolders(path.join(root, 'server/modules')),
    );
    for (const warning of architecture.warnings) console.warn(`warning: ${warning}`);
    problems.push(...architecture.problems);
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) process.exit(1);
    console.log(`docs: ${files.length} decisions indexed, docs/architecture.md names every module`);
    return;
  }
  const parsed = files.map(parseDecision);
  const problems = [...parsed.flatMap((p) => p.problems)];
  const decisions = parsed.flatMap((p) => (p.decision ? [p.decision] : []));
  problems.push(...crossCheck(decisions));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  writeFileSync(indexFile, renderIndex(decisions));
  console.log(`docs/decisions/README.md: ${decisions.length} decisions`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
