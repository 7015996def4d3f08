// Runs in a piscina worker thread: bcrypt is CPU work that would otherwise stall the event loop for
// every other request. Plain JavaScript (.mjs) so the same file loads under tsx in development and
// tests and next to a compiled server, with no TypeScript loader in the worker.
import bcrypt from 'bcryptjs';

/** @param {{ op: 'hash', password: string, cost: number } | { op: 'compare', password: string, hash: string }} task */
export default function passwordTask(task) {
  if (task.op === 'hash') return bcrypt.hashSync(task.password, task.cost);
  return bcrypt.compareSync(task.password, task.hash);
}
