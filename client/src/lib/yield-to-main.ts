/**
 * Lets the browser handle input and paint between two long pieces of work: resolves in a task of
 * its own. On a slow phone one long start-up task keeps the page unresponsive for all of it.
 */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates modules one per task, in order: zod builds every schema as its module loads, and all of
 * them in one start-up task would hold the page unresponsive for longer.
 */
export async function evaluateInTurn(modules: ReadonlyArray<() => Promise<unknown>>) {
  for (const load of modules) {
    await load();
    await yieldToMain();
  }
}
