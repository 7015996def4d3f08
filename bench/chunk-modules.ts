// Where a page's JavaScript bytes come from, without timing anything: builds the client with the
// project's Vite config plus a plugin that reads the bundler's own output (each chunk's modules and
// their rendered code), then attributes each chunk's gzip size to its modules in proportion to their
// gzipped code. Deterministic for a given tree.
//   npx tsx bench/chunk-modules.ts [page ...]    pages: src/pages/<name>.tsx, default home and results
//   CHUNK_MODULES_JSON=file writes every chunk's module list as JSON too.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { build } from 'vite';
import { repoRoot } from '../server/src/config';

type ModuleShare = { id: string; renderedBytes: number; gzipBytes: number };
type ChunkInfo = {
  file: string;
  facade: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  gzipBytes: number;
  modules: ModuleShare[];
};

const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

function recorder(chunks: Map<string, ChunkInfo>): Plugin {
  return {
    name: 'record-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const modules = Object.entries(out.modules).map(([id, m]) => ({
          id,
          renderedBytes: m.renderedLength,
          gzipBytes: m.code ? gzip(m.code) : 0,
        }));
        const weights = modules.reduce((n, m) => n + m.gzipBytes, 0) || 1;
        const chunkGzip = gzip(out.code);
        chunks.set(out.fileName, {
          file: out.fileName,
          facade: out.facadeModuleId ?? null,
          isEntry: out.isEntry,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          gzipBytes: chunkGzip,
          // The chunk's gzip size shared out by each module's own gzip size (gzip across modules
          // compresses a little better than each alone, so the shares are scaled to the chunk).
          modules: modules
            .map((m) => ({ ...m, gzipBytes: Math.round((m.gzipBytes / weights) * chunkGzip) }))
            .sort((a, b) => b.gzipBytes - a.gzipBytes),
        });
      }
    },
  };
}

const short = (id: string) =>
  id
    .replace(/\0/g, '')
    .replace(/^.*node_modules[\\/]((@[^/]+[\\/])?[^/]+).*$/, 'npm:$1')
    .replace(repoRoot + '/', '');

function closure(chunks: Map<string, ChunkInfo>, start: string[], seen = new Set<string>()) {
  for (const file of start) {
    if (seen.has(file) || !chunks.has(file)) continue;
    seen.add(file);
    closure(chunks, chunks.get(file)!.imports, seen);
  }
  return seen;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(chunks: Map<string, ChunkInfo>, title: string, files: Set<string>) {
  const byModule = new Map<string, number>();
  const byGroup = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    for (const m of chunks.get(file)!.modules) {
      const name = short(m.id);
      byModule.set(name, (byModule.get(name) ?? 0) + m.gzipBytes);
      const group = name.startsWith('npm:') ? name : name.split('/').slice(0, name.startsWith('client/src/features') ? 4 : 3).join('/');
      byGroup.set(group, (byGroup.get(group) ?? 0) + m.gzipBytes);
    }
    total += chunks.get(file)!.gzipBytes;
  }
  const lines = [`## ${title}: ${kb(total)} kB gzip in ${files.size} chunks`, ''];
  lines.push('Chunks: ' + [...files].map((f) => `${f} ${kb(chunks.get(f)!.gzipBytes)}`).join(', '), '');
  lines.push('| group | kB gzip |', '|---|---|');
  for (const [g, b] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 30)) lines.push(`| ${g} | ${kb(b)} |`);
  lines.push('', '| module | kB gzip |', '|---|---|');
  for (const [m, b] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 40)) lines.push(`| ${m} | ${kb(b)} |`);
  return lines.join('\n');
}

async function main() {
  const chunks = new Map<string, ChunkInfo>();
  await build({ configFile: path.join(repoRoot, 'vite.config.ts'), logLevel: 'warn', plugins: [recorder(chunks)] });
  const entry = [...chunks.values()].find((c) => c.isEntry && c.facade?.endsWith("client/index.html"));
  if (!entry) throw new Error('No entry chunk');
  const pageChunk = (page: string) =>
    [...chunks.values()].find((c) => c.facade?.endsWith(`client/src/pages/${page}.tsx`))?.file;
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['home', 'results'];
  const shell = closure(chunks, [entry.file]);
  const out = [report(chunks, 'entry (static closure of main.tsx)', shell)];
  for (const page of pages) {
    const file = pageChunk(page);
    if (!file) throw new Error(`No chunk for page ${page}`);
    const own = new Set([...closure(chunks, [file])].filter((f) => !shell.has(f)));
    out.push(report(chunks, `${page} beyond the entry (static closure of its page chunk)`, own));
  }
  console.log(out.join('\n\n'));
  if (process.env.CHUNK_MODULES_JSON)
    fs.writeFileSync(process.env.CHUNK_MODULES_JSON, JSON.stringify([...chunks.values()], null, 1));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
