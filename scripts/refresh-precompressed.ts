// Makes client/precompressed/ hold the brotli copy (quality 11, scripts/precompress.ts) of each text file
// of client/public of 100 kB or more, named by the SHA-256 of the file's bytes, and nothing else. The
// client build uses a copy in place of compressing the file again. scripts/build-map-data.ts runs this
// after writing the map data. Run: npx tsx scripts/refresh-precompressed.ts
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { refreshStore } from './precompress';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function refreshPrecompressed() {
  const { made, kept, removed } = refreshStore(
    path.join(root, 'client/public'),
    path.join(root, 'client/precompressed'),
  );
  console.log(`client/precompressed: ${made} made, ${kept} kept, ${removed} removed`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) refreshPrecompressed();
