import fc from 'fast-check';

// fast-check arbitraries drawn from the JSON Schemas of the OpenAPI document: values that follow the
// schema (so requests get past validation into the services, where a 500 would hide), and with
// `hostile` a share of them broken in one place (a wrong type, a value past a bound, an extra key).

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const edge = fc.constantFrom<unknown>(
  null, '', 'x'.repeat(5000), -1, 0, 1e308, -1e308, true, [], {}, '<script>alert(1)</script>', "' OR 1=1 --",
  '\u202e🚐', '2026-02-30', '../../etc/passwd', { __proto__: { admin: true } }, [[[[[]]]]],
);

function stringArbitrary(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'uri') return fc.webUrl();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 200));
    } catch {
      // a pattern JavaScript cannot read: plain strings
    }
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, Math.max(minLength, 40));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1e-6 : -1e6);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1e-6 : 1e6);
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(s: JsonSchema, hostile: boolean, depth: number): fc.Arbitrary<unknown> {
  const required = new Set(s.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(s.properties ?? {})) model[key] = schemaArbitrary(child, hostile, depth + 1);
  const keys = Object.keys(model);
  return fc.record(model, { requiredKeys: keys.filter((k) => required.has(k)) });
}

/** Values of `schema`; with `hostile`, about one in five nodes is replaced by an edge value. */
export function schemaArbitrary(schema: JsonSchema, hostile = false, depth = 0): fc.Arbitrary<unknown> {
  const base = exact(schema, hostile, depth);
  return hostile ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: edge }) : base;
}

function exact(s: JsonSchema, hostile: boolean, depth: number): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => schemaArbitrary(b, hostile, depth + 1)));
  if (s.allOf?.length) return exact(Object.assign({}, ...s.allOf) as JsonSchema, hostile, depth);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => exact({ ...s, type }, hostile, depth)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'number':
      return numberArbitrary(s, false);
    case 'integer':
      return numberArbitrary(s, true);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaArbitrary(s.items ?? {}, hostile, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, Math.max(s.minItems ?? 0, 3)),
      });
    case 'object':
      return objectArbitrary(s, hostile, depth);
    default:
      return s.properties ? objectArbitrary(s, hostile, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}
