/**
 * A map library's error as words for the log: its message and, for a failed request, the status and
 * address (a minified build names the error's class with a letter or two).
 */
export function describeMapError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { status, url } = error as Error & { status?: unknown; url?: unknown };
  const request =
    typeof status === 'number' ? ` (HTTP ${status}${typeof url === 'string' ? ` for ${url}` : ''})` : '';
  return `${error.message || error.name}${request}`;
}
