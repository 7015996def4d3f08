/** CFLAGS for SQLite's C when scripts/setup.mjs compiles the SQLite driver (a user's own CFLAGS win). */
export const SQLITE_CFLAGS: string;
/** What the SQLite driver's compiled binary is built from, naming it in the machine's build store. */
export function sqliteBuildKey(cflags: string, driverVersion?: string): string;
