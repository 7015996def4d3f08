/**
 * Lets the browser handle input and paint between two long pieces of work: resolves in a task of
 * its own. On a slow phone one long start-up task keeps the page unresponsive for all of it.
 */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
