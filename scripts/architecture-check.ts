// Part of `npm run check:docs` (scripts/decisions-index.ts --check): docs/architecture.md must name every folder of
// server/modules/ in its list of modules, and name no module folder that does not exist. The folders are read when
// the check runs, so a module added or renamed fails the check until the page says so. A module being introduced
// may be listed before its folder exists with "(being introduced)" on its line; that is a warning, not a failure.
import { readdirSync } from 'node:fs';

/** The heading of the page's list of modules, and the shape of one of its lines: "- `accounts/` — …". */
export const MODULES_HEADING = /^#{2,3} .*server\/modules\//;
const MODULE_LINE = /^- `([a-z0-9-]+)\/`/;
const MENTION = /server\/modules\/([a-z0-9-]+)/g;
const BEING_INTRODUCED = '(being introduced)';

/** The module list of the page: each folder named, and whether its line says it is still being introduced. */
export function listedModules(doc: string): Map<string, { beingIntroduced: boolean }> {
  const listed = new Map<string, { beingIntroduced: boolean }>();
  let inList = false;
  for (const line of doc.split('\n')) {
    if (/^#{1,3} /.test(line)) inList = MODULES_HEADING.test(line);
    const m = inList ? MODULE_LINE.exec(line) : null;
    if (m) listed.set(m[1]!, { beingIntroduced: line.includes(BEING_INTRODUCED) });
  }
  return listed;
}

export function checkArchitecture(doc: string, folders: string[]): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  const listed = listedModules(doc);
  if (listed.size === 0) {
    problems.push(
      'docs/architecture.md has no list of modules (a heading naming server/modules/, lines "- `name/` — …")',
    );
    return { problems, warnings };
  }
  const existing = new Set(folders);
  for (const folder of folders)
    if (!listed.has(folder)) problems.push(`docs/architecture.md does not name the module server/modules/${folder}/`);
  for (const [name, { beingIntroduced }] of listed) {
    if (existing.has(name)) continue;
    if (beingIntroduced)
      warnings.push(`docs/architecture.md lists server/modules/${name}/, being introduced, not there yet`);
    else problems.push(`docs/architecture.md names the module ${name}/, which server/modules/ does not hold`);
  }
  const mentioned = new Set([...doc.matchAll(MENTION)].map((m) => m[1]!));
  for (const name of mentioned)
    if (!existing.has(name) && !listed.get(name)?.beingIntroduced)
      problems.push(`docs/architecture.md mentions server/modules/${name}, which does not exist`);
  return { problems: [...new Set(problems)], warnings };
}

/** The folders of server/modules/ as they are now. */
export function moduleFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
