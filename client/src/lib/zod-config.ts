import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may; to find out it tries once, and the
// Content-Security-Policy (no 'unsafe-eval') blocks that try and reports a violation. Parsing without
// the compiled path is plenty fast for the client's payloads. Imported first by main.tsx so it is set
// before any schema parses.
z.config({ jitless: true });
