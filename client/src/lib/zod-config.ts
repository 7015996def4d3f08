// zod compiles object parsers with `new Function` when it may; to find out it tries once, and the
// Content-Security-Policy (no 'unsafe-eval') blocks that try and reports a violation. Parsing without
// the compiled path is plenty fast for the client's payloads. Imported first by main.tsx so it is set
// before any schema parses. zod's core reads its settings from this global when it first loads (the same object
// zod keeps, if it came first), so the shell sets it without importing any of zod: zod arrives
// with the first page that parses (zod-config.test.ts checks zod sees the setting).
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const zodGlobal = globalThis as ZodGlobal;
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
export {};
