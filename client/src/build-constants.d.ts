// Values vite.config.ts's `define` writes into the code at build time.

/** The year the build ran in: the prerendered page's copyright year. */
declare const __BUILD_YEAR__: number;
