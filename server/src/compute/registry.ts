/**
 * Task kinds, registered by the areas: compute/ runs any task by its `op`, and knows none of them.
 * An area lists its kinds (op -> handler) in a registry file of its own, which its thread entry
 * imports (planner/work/tasks.ts); compute/ imports no area.
 */
export type Task = { op: string };

/** Runs one task of its kind on whatever the thread holds (`env`). */
export type TaskHandler<T extends Task, Env> = (task: T, env: Env) => unknown;

/** Every kind of a task union, each with its handler. */
export type TaskRegistry<T extends Task, Env> = { [K in T['op']]: TaskHandler<Extract<T, { op: K }>, Env> };

/**
 * The errors a request may cause cross a thread boundary as plain data (a thread keeps only an
 * error's message): `encode` turns one into data (undefined for a bug, which is thrown), `decode`
 * makes the same error again on the calling thread.
 */
export type TaskErrorCodec<E> = { encode(error: unknown): E | undefined; decode(error: E): Error };

export type TaskOutcome<E> = { ok: true; value: unknown } | { ok: false; error: E };

export function runTask<T extends Task, Env>(
  registry: TaskRegistry<T, Env>,
  task: T,
  env: Env,
): Promise<unknown> {
  const handler = (registry as unknown as Record<string, TaskHandler<T, Env> | undefined>)[task.op];
  if (!handler) return Promise.reject(new Error(`No task kind '${task.op}' is registered`));
  return Promise.resolve().then(() => handler(task, env));
}

/** Runs a task and reports a request's own error as data; anything else (a bug) is thrown. */
export async function runTaskOutcome<T extends Task, Env, E>(
  registry: TaskRegistry<T, Env>,
  errors: TaskErrorCodec<E>,
  task: T,
  env: Env,
): Promise<TaskOutcome<E>> {
  try {
    return { ok: true, value: await runTask(registry, task, env) };
  } catch (error) {
    const known = errors.encode(error);
    if (known !== undefined) return { ok: false, error: known };
    throw error;
  }
}

/** The outcome's value, or its error made again. */
export function outcomeValue<E>(outcome: TaskOutcome<E>, errors: TaskErrorCodec<E>): unknown {
  if (!outcome.ok) throw errors.decode(outcome.error);
  return outcome.value;
}
