import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from '../repo-root';
import { datedClosureSchema, type DatedClosure } from '@shared/plan/dated-closures';

/** The bundled closures with dates (data/dated-closures.json), read once; their rules are core/dated-closures.ts. */
const fileSchema = z.object({ closures: z.array(datedClosureSchema) });

export const DATED_CLOSURES_FILE = path.join(findRepoRoot(), 'data/dated-closures.json');

export function loadDatedClosures(file = DATED_CLOSURES_FILE): DatedClosure[] {
  const rows = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).closures;
  const ids = new Set<string>();
  for (const r of rows) {
    if (ids.has(r.id)) throw new Error(`Two dated closures named ${r.id}`);
    ids.add(r.id);
  }
  return rows;
}

let shared: DatedClosure[] | undefined;
/** The bundled table, read once. */
export function sharedDatedClosures(): DatedClosure[] {
  shared ??= loadDatedClosures();
  return shared;
}
