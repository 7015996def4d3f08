// Types of build-cache.mjs (plain JavaScript, read by setup.mjs before any dependency is installed).
export function buildCacheDir(env?: Record<string, string | undefined>): string | null;
export function fileDigest(file: string): string;
export function restoreBuilt(key: string, name: string, dest: string, dir?: string | null): boolean;
export function storeBuilt(key: string, name: string, src: string, dir?: string | null): boolean;
export function forgetBuilt(key: string, name: string, dir?: string | null): void;
export function hasBuilt(key: string, name: string, dir?: string | null): boolean;
