import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/** Deepest nesting of objects and arrays any JSON body may have; real documents stay far below it. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/**
 * The one rule for every JSON body and query string: nesting at most MAX_JSON_DEPTH deep and no NUL
 * character in any key or string (PostgreSQL cannot store one in text, and no person types one).
 * Walks iteratively, so a hostile body cannot overflow the stack. Returns the problem, or null.
 */
export function hostileInputProblem(value: unknown): string | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return NUL_MESSAGE;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
    if (Array.isArray(current)) {
      for (const item of current) stack.push([item, depth + 1]);
    } else {
      for (const [key, item] of Object.entries(current as Record<string, unknown>)) {
        if (key.includes('\u0000')) return NUL_MESSAGE;
        stack.push([item, depth + 1]);
      }
    }
  }
  return null;
}

/** Applies hostileInputProblem to the parsed body, the query string and the path: 400 with a message. */
export const refuseHostileInput: RequestHandler = (req, _res, next) => {
  if (req.path.includes('\u0000') || decodeSafe(req.path).includes('\u0000')) throw new HttpError(400, NUL_MESSAGE);
  const body: unknown = req.body;
  const problem =
    (Buffer.isBuffer(body) ? null : hostileInputProblem(body)) ?? hostileInputProblem(req.query as unknown);
  if (problem) throw new HttpError(400, problem);
  next();
};

function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
