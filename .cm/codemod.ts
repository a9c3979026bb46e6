import ts from 'typescript';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve, dirname, join } from 'node:path';

const root = '/work/wt-ctx';
const cfg = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} } as any)!;
const program = ts.createProgram(cfg.fileNames, cfg.options);
const checker = program.getTypeChecker();
const isTest = (p: string) => /\.test\.tsx?$|(^|\/)testing\.tsx?$|\.test-support\.tsx?$/.test(p);

type FaceAdd = { name: string; file: string; isType: boolean };
const faceAdds = new Map<string, Map<string, FaceAdd>>(); // module -> name -> add
const extra = new Map<string, Map<string, string>>(); // http|flows -> name -> file
const conflicts: string[] = [];

function isTypePosition(node: ts.Node): boolean {
  let n: ts.Node | undefined = node.parent;
  while (n) {
    if (n.kind >= ts.SyntaxKind.FirstTypeNode && n.kind <= ts.SyntaxKind.LastTypeNode) return true;
    if (ts.isExpressionWithTypeArguments(n) && n.parent && ts.isHeritageClause(n.parent) && ts.isInterfaceDeclaration(n.parent.parent)) return true;
    if (ts.isStatement(n) || ts.isSourceFile(n)) return false;
    n = n.parent;
  }
  return false;
}

function resolveFinal(sym: ts.Symbol): ts.Symbol {
  return sym.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym;
}

for (const sf of program.getSourceFiles()) {
  const rel = relative(root, sf.fileName);
  if (!rel.startsWith('app/') || isTest(rel)) continue;
  const edits: { start: number; end: number; text: string }[] = [];
  const newImports: string[] = [];
  for (const stmt of sf.statements) {
    if (!ts.isImportDeclaration(stmt)) continue;
    const spec = (stmt.moduleSpecifier as ts.StringLiteral).text;
    if (!spec.startsWith('.')) continue;
    const target = relative(root, resolve(dirname(sf.fileName), spec));
    if (!target.startsWith('server/')) continue;
    const clause = stmt.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name || (clause.namedBindings && !ts.isNamedImports(clause.namedBindings))) { conflicts.push(`${rel}: default/namespace import ${spec}`); continue; }
    const m = /^server\/modules\/([^/]+)\//.exec(target);
    const key = m ? m[1]! : target.startsWith('server/http/') ? 'http' : target.startsWith('server/flows/') ? 'flows' : null;
    if (!key) { conflicts.push(`${rel}: unknown server path ${target}`); continue; }
    const faceRel = m ? `server/modules/${key}/index.ts` : target;
    const faceSpec = (() => { let r = relative(dirname(sf.fileName), join(root, faceRel)); if (!r.startsWith('.')) r = './' + r; return r; })();
    const typeNames: string[] = [];
    for (const el of (clause.namedBindings as ts.NamedImports).elements) {
      const local = el.name.text;
      const exported = (el.propertyName ?? el.name).text;
      const localSym = checker.getSymbolAtLocation(el.name)!;
      const finalSym = resolveFinal(localSym);
      let valueUse = false, typeUse = false;
      const visit = (n: ts.Node) => {
        if (ts.isIdentifier(n) && n.text === local && n !== el.name && n !== el.propertyName) {
          const s = checker.getSymbolAtLocation(n);
          const s2 = n.parent && ts.isShorthandPropertyAssignment(n.parent) ? checker.getShorthandAssignmentValueSymbol(n.parent) : undefined;
          if (s === localSym || s2 === localSym) {
            if (isTypePosition(n) || el.isTypeOnly) typeUse = true;
            else {
              valueUse = true;
              const ref = key === 'http' || key === 'flows' ? `context.modules.${key}.${exported}` : `context.modules.${key}.${exported}`;
              if (n.parent && ts.isShorthandPropertyAssignment(n.parent)) edits.push({ start: n.getStart(), end: n.getEnd(), text: `${local}: ${ref}` });
              else edits.push({ start: n.getStart(), end: n.getEnd(), text: ref });
            }
          }
        }
        ts.forEachChild(n, visit);
      };
      for (const s of sf.statements) if (s !== stmt) visit(s);
      const isTypeDecl = !(finalSym.flags & ts.SymbolFlags.Value);
      if (typeUse || (!valueUse && isTypeDecl)) typeNames.push(el.propertyName ? `${exported} as ${local}` : local);
      // face additions (for modules: both values and types go through the face)
      const declFile = relative(root, target);
      if (m) {
        const faceSf = program.getSourceFile(join(root, faceRel));
        const faceSym = faceSf && checker.getSymbolAtLocation(faceSf);
        const exps = faceSym ? checker.getExportsOfModule(faceSym) : [];
        const ex = exps.find((e) => e.name === exported);
        if (ex) {
          if (resolveFinal(ex) !== finalSym) conflicts.push(`${rel}: ${exported} in face ${key} differs from ${declFile}`);
        } else if (valueUse || typeUse || isTypeDecl) {
          const adds = faceAdds.get(key) ?? new Map();
          faceAdds.set(key, adds);
          const prev = adds.get(exported);
          if (prev && prev.file !== declFile) conflicts.push(`${rel}: ${exported} wanted from ${declFile} and ${prev.file}`);
          adds.set(exported, { name: exported, file: declFile, isType: isTypeDecl && !(prev && !prev.isType) ? true : (prev?.isType ?? false) && isTypeDecl });
          if (!isTypeDecl) adds.get(exported)!.isType = false;
        }
      } else if (valueUse) {
        const ex = extra.get(key) ?? new Map(); extra.set(key, ex);
        const prev = ex.get(exported);
        if (prev && prev !== declFile) conflicts.push(`${rel}: ${key}.${exported} from ${prev} and ${declFile}`);
        ex.set(exported, declFile);
      }
    }
    const text = typeNames.length ? `import type { ${typeNames.join(', ')} } from '${faceSpec}';` : '';
    edits.push({ start: stmt.getStart(), end: stmt.getEnd(), text });
  }
  if (!edits.length) continue;
  let src = sf.text;
  edits.sort((a, b) => b.start - a.start);
  for (const e of edits) src = src.slice(0, e.start) + e.text + src.slice(e.end);
  src = src.replace(/^\n(?=\n)/gm, '');
  writeFileSync(sf.fileName, src);
  console.log('rewrote', rel);
}
writeFileSync('/tmp/cm/out.json', JSON.stringify({ faceAdds: Object.fromEntries([...faceAdds].map(([k, v]) => [k, [...v.values()]])), extra: Object.fromEntries([...extra].map(([k, v]) => [k, Object.fromEntries(v)])), conflicts }, null, 1));
console.log(conflicts.join('\n'));
