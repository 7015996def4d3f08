import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The static import closure of a client module, read from the source: what the bundler puts in the
// module's own chunks and evaluates with it (dynamic imports become chunks of their own, type-only
// imports are erased). Used by the tests that keep heavy code out of a page's first load.

export const root = path.resolve(__dirname, '../../..');
const aliases: Array<[string, string]> = [
  ['@/', path.join(root, 'client/src/')],
  ['@shared/', path.join(root, 'shared/')],
];

function resolveLocal(from: string, importSpec: string): string | null {
  // A Vite asset query (`data.json?url`) imports the file's address, not its code: the file is a leaf.
  const spec = importSpec.replace(/\?(url|raw)$/, '');
  const alias = aliases.find(([prefix]) => spec.startsWith(prefix));
  const base = alias
    ? path.join(alias[1], spec.slice(alias[0].length))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (base === null) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
  );
  if (!found) throw new Error(`Cannot resolve ${spec} from ${from}`);
  return found;
}

/** The module's static imports that stay in the output (type-only imports are erased). */
function staticImports(file: string): string[] {
  if (!/\.tsx?$/.test(file)) return [];
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((s) => {
    if (!(ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) || !s.moduleSpecifier) return [];
    if (ts.isImportDeclaration(s) && s.importClause?.isTypeOnly) return [];
    if (ts.isExportDeclaration(s) && s.isTypeOnly) return [];
    const bindings = ts.isImportDeclaration(s) ? s.importClause?.namedBindings : undefined;
    const allTypes =
      ts.isImportDeclaration(s) &&
      !s.importClause?.name &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((e) => e.isTypeOnly);
    return allTypes ? [] : [(s.moduleSpecifier as ts.StringLiteral).text];
  });
}

/** Every local file (relative to the repository) and package `entry` reaches through static imports. */
export function staticClosure(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of staticImports(file)) {
      const local = resolveLocal(file, spec);
      if (local) visit(local);
      else packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
    }
  };
  visit(entry);
  return { files: [...files].map((f) => path.relative(root, f)), packages: [...packages] };
}
