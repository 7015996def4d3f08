import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files';

// The house's structure limits (docs/architecture.md): no source file over 400 lines, no function or
// component over 120, and no module of an area's core/ (its pure rules) that reaches a file read,
// even through another area's top. Tests and e2e specs are left out of the limits, as the rule says
// "source file". Import cycles are scripts/check-cycles.mjs's; one definition of each plan rule is
// scripts/one-definition.test.ts's.

const root = path.join(__dirname, '..');
const FOLDERS = ['server/src', 'shared', 'client/src', 'scripts'];
const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 120;

const files = FOLDERS.flatMap((dir) => sourceFiles(root, dir));
const parsed = new Map(
  files.map((f) => {
    const text = readFileSync(path.join(root, f), 'utf8');
    const kind = f.endsWith('.tsx')
      ? ts.ScriptKind.TSX
      : f.endsWith('.mjs')
        ? ts.ScriptKind.JS
        : ts.ScriptKind.TS;
    return [f, ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true, kind)] as const;
  }),
);

const lineOf = (sf: ts.SourceFile, pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;

/** Every function, method, arrow function or accessor in the file longer than the limit, with its lines. */
function longFunctions(file: string, sf: ts.SourceFile): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const from = lineOf(sf, node.getStart(sf));
      const lines = lineOf(sf, node.getEnd()) - from + 1;
      if (lines > MAX_FUNCTION_LINES) out.push(`${file}:${from}: ${lines} lines`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

// ---- what a core/ module reaches by value imports ----

const RESOLVE = ['', '.ts', '.tsx', '/index.ts'];
function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@shared/')) base = `shared/${spec.slice('@shared/'.length)}`;
  else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(from), spec);
  else return undefined;
  return RESOLVE.map((ext) => base + ext).find(
    (f) => parsed.has(f) || (f.endsWith('.ts') && existsSync(path.join(root, f))),
  );
}

/** The modules a file imports for values (type-only imports left out), and the packages it imports. */
function valueImports(file: string): { modules: string[]; packages: string[] } {
  const sf = parsed.get(file);
  if (!sf) return { modules: [], packages: [] };
  const modules: string[] = [];
  const packages: string[] = [];
  for (const st of sf.statements) {
    let spec: string | undefined;
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      const typeOnly =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) spec = (st.moduleSpecifier as ts.StringLiteral).text;
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly) {
      spec = (st.moduleSpecifier as ts.StringLiteral).text;
    }
    if (spec === undefined) continue;
    const resolved = resolveImport(file, spec);
    if (resolved) modules.push(resolved);
    else if (!spec.startsWith('.')) packages.push(spec);
  }
  return { modules, packages };
}

const FILE_READS = new Set(['fs', 'node:fs', 'fs/promises', 'node:fs/promises']);

/** Chains from a core/ module to a module that imports the file system, by value imports. */
function fileReadsReached(start: string): string[] {
  const via = new Map<string, string>([[start, '']]);
  const queue = [start];
  const out: string[] = [];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const { modules, packages } = valueImports(file);
    if (packages.some((p) => FILE_READS.has(p))) {
      const chain = [file];
      for (let f = via.get(file); f; f = via.get(f)) chain.unshift(f);
      out.push(chain.join(' -> '));
    }
    for (const m of modules)
      if (!via.has(m)) {
        via.set(m, file);
        queue.push(m);
      }
  }
  return out;
}

const coreModules = files.filter((f) => /^server\/src\/[^/]+\/core\//.test(f));

describe('structure limits', () => {
  it('scans the source tree', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(coreModules.length).toBeGreaterThan(50);
  });

  it(`no source file over ${MAX_FILE_LINES} lines`, () => {
    const long = [...parsed]
      .map(([f, sf]) => ({
        f,
        lines: sf.getLineAndCharacterOfPosition(sf.getEnd()).line + (sf.text.endsWith('\n') ? 0 : 1),
      }))
      .filter((x) => x.lines > MAX_FILE_LINES)
      .map((x) => `${x.f}: ${x.lines} lines`);
    expect(long).toEqual([]);
  });

  it(`no function or component over ${MAX_FUNCTION_LINES} lines`, () => {
    expect([...parsed].flatMap(([f, sf]) => longFunctions(f, sf))).toEqual([]);
  });

  it('no module of a core/ reaches a file read, through any value import', () => {
    expect(coreModules.flatMap(fileReadsReached)).toEqual([]);
  });
});
