/** CFLAGS for SQLite's C when scripts/setup.mjs compiles the SQLite driver (a user's own CFLAGS win). */
export const SQLITE_CFLAGS: string;
