// Fails on any import cycle in the given folders (default: client/src, server/src and shared), type-only imports
// included: a cycle of types still ties two modules into one. Run: node scripts/check-cycles.mjs [dir...]
//
// The import graph is read with the TypeScript compiler's own parser and module resolver (tsconfig.json's
// paths and Bundler resolution), as tsc reads it. It replaced madge, whose parser turned each file's
// TypeScript tree into an ESTree one and whose resolver walked again what tsc resolves: the same graph,
// edge for edge, in about a third of the CPU (bench/results/unit-cpu-2026-12-07b.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const isModuleCall = (node) =>
  ts.isCallExpression(node) &&
  node.arguments.length > 0 &&
  (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
    (ts.isIdentifier(node.expression) && node.expression.text === 'require'));

/** Every module a file names: imports and re-exports (type-only too), `import()`, `import('x').T`, require. */
export function moduleSpecifiers(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const literal = (node) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);
  const visit = (node) => {
    let name;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) name = literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      name = literal(node.moduleReference.expression);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      name = literal(node.argument.literal);
    } else if (isModuleCall(node)) name = literal(node.arguments[0]);
    if (name !== undefined) found.push(name);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The import graph of the .ts/.tsx files in `folders` and of every project file they reach (packages
 * left out, and whatever does not resolve to a file, such as a stylesheet): file -> files it imports,
 * paths relative to `root`.
 */
export function importGraph(root, folders) {
  const tsconfig = path.join(root, 'tsconfig.json');
  const config = fs.existsSync(tsconfig) ? ts.readJsonConfigFile(tsconfig, ts.sys.readFile) : undefined;
  const options = config
    ? ts.parseJsonSourceFileConfigFileContent(config, ts.sys, root).options
    : { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext };
  const cache = ts.createModuleResolutionCache(root, (f) => f, options);
  const queue = folders.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.split(path.sep).includes('node_modules'))
      .map((f) => path.join(root, dir, f)),
  );
  const graph = new Map();
  while (queue.length > 0) {
    const file = queue.pop();
    if (graph.has(file)) continue;
    const imports = new Set();
    graph.set(file, imports);
    if (!/\.tsx?$/.test(file)) continue;
    for (const name of moduleSpecifiers(file, fs.readFileSync(file, 'utf8'))) {
      const { resolvedModule } = ts.resolveModuleName(name, file, options, ts.sys, cache);
      const resolved = resolvedModule?.resolvedFileName;
      if (!resolved || resolved.split(path.sep).includes('node_modules')) continue;
      imports.add(resolved);
      queue.push(resolved);
    }
  }
  const relative = (f) => path.relative(root, f).split(path.sep).join('/');
  return new Map([...graph].map(([file, imports]) => [relative(file), [...imports].map(relative).sort()]));
}

/** The cycles met by a depth-first walk from every file in turn (each cycle once, from where it was entered). */
export function findCycles(graph) {
  const cycles = [];
  const done = new Set();
  const onPath = new Map();
  const walk = (file, trail) => {
    onPath.set(file, trail.length);
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (onPath.has(next)) cycles.push(trail.slice(onPath.get(next)));
      else if (!done.has(next)) walk(next, trail);
    }
    trail.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) walk(file, []);
  return cycles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dirs = process.argv.slice(2);
  const folders = dirs.length > 0 ? dirs : ['client/src', 'server/src', 'shared'];
  const graph = importGraph(root, folders);
  const cycles = findCycles(graph);
  if (cycles.length === 0) {
    console.log(`No import cycles in ${folders.join(', ')} (${graph.size} files).`);
  } else {
    console.error(`${cycles.length} import cycle(s) in ${folders.join(', ')}:`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' -> ')}`);
    process.exitCode = 1;
  }
}
