import { createRequire } from 'node:module';
import fc from 'fast-check';
import type { JsonSchema } from './schema-arbitrary';
import { schemaArbitrary } from './schema-arbitrary';

// Requests drawn from an OpenAPI 3 document, for the fuzz test (hardening/openapi-fuzz.test.ts):
// openapi-fuzzer-core's cases (wrong paths, wrong methods, each parameter and body field with a wrong
// type or past its bounds) and fast-check's, drawn from each operation's schemas (valid requests that
// reach the services, and requests broken in one place).

export type FuzzRequest = {
  method: string;
  /** The documented path, with {name} placeholders. */
  route: string;
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  source: 'openapi-fuzzer-core' | 'fast-check';
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

type CoreSpec = {
  request: { method: string; path: string; pathParams?: Record<string, unknown>; queryParams?: Record<string, unknown>; body?: unknown };
};
const require = createRequire(import.meta.url);
const fuzzerCore = require('openapi-fuzzer-core') as { swagger(doc: unknown): CoreSpec[] };

/**
 * openapi-fuzzer-core reads Swagger 2 (a parameter's type on the parameter, the body as an `in: body`
 * parameter pointing into `definitions`, integers only): the same operations in that shape.
 */
function asSwagger2(doc: OpenApiDocument) {
  const definitions: Record<string, JsonSchema> = {};
  const plain = (s: JsonSchema | undefined): JsonSchema => {
    if (!s) return {};
    const types = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null') : s.type ? [s.type] : [];
    const type = types[0] === 'number' ? 'integer' : types[0];
    const properties = s.properties
      ? Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, plain(v)]))
      : undefined;
    return { ...s, ...(type ? { type } : {}), ...(properties ? { properties } : {}), ...(s.items ? { items: plain(s.items) } : {}) };
  };
  const paths: Record<string, Record<string, { parameters: unknown[] }>> = {};
  for (const [route, ops] of Object.entries(doc.paths)) {
    paths[route] = {};
    for (const [method, op] of Object.entries(ops)) {
      const parameters: unknown[] = (op.parameters ?? []).map((p) => ({ ...plain(p.schema), name: p.name, in: p.in }));
      const body = op.requestBody?.content['application/json']?.schema;
      if (body) {
        const key = `${method}${route}`;
        definitions[key] = plain(body);
        parameters.push({ in: 'body', name: 'body', schema: { $ref: `#/definitions/${key}` } });
      }
      paths[route][method] = { parameters };
    }
  }
  return { swagger: '2.0', basePath: '', paths, definitions };
}

export function fuzzerCoreRequests(doc: OpenApiDocument): FuzzRequest[] {
  return fuzzerCore.swagger(asSwagger2(doc)).map(({ request: r }) => ({
    method: r.method,
    route: r.path,
    pathParams: r.pathParams ?? {},
    query: r.queryParams ?? {},
    ...(r.body !== undefined ? { body: r.body } : {}),
    source: 'openapi-fuzzer-core',
  }));
}

/** `runs` requests per operation from its schemas; half follow them, half are broken somewhere. */
export function schemaRequests(doc: OpenApiDocument, runs: number, seed: number, pathValues: Record<string, string[]>): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  for (const [route, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      const body = op.requestBody?.content['application/json']?.schema;
      const draw = (hostile: boolean) =>
        fc.record({
          pathParams: fc.record(
            Object.fromEntries(
              params
                .filter((p) => p.in === 'path')
                .map((p) => {
                  const known = pathValues[p.name] ?? [];
                  const drawn = schemaArbitrary(p.schema ?? {}, hostile);
                  return [p.name, known.length ? fc.oneof(fc.constantFrom(...known), drawn) : drawn];
                }),
            ),
          ),
          query: fc.record(
            Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, schemaArbitrary(p.schema ?? {}, hostile)])),
            { requiredKeys: [] },
          ),
          body: body ? schemaArbitrary(body, hostile) : fc.constant(undefined),
        });
      for (const hostile of [false, true]) {
        for (const sample of fc.sample(draw(hostile), { numRuns: Math.ceil(runs / 2), seed: seed + out.length })) {
          out.push({ method, route, ...sample, source: 'fast-check' });
        }
      }
    }
  }
  return out;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** The request's URL: path values and query values as text (objects and arrays as JSON). */
export function requestUrl(base: string, r: FuzzRequest): string {
  const path = r.route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asText(r.pathParams[name] ?? name)));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(r.query)) if (v !== undefined) query.append(k, asText(v));
  const qs = query.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}
