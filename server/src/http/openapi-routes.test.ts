import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../test/api-routes';
import { inputKeys, registeredRoutes } from '../test/api-routes';
import type { TestContext } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { openApiDocument } from './openapi';

// The OpenAPI document is held to the router: every route Express has registered under /api is in
// it with the same method, path parameters, query parameters and request body as the route's
// validate() step, and the document lists nothing the router lacks. A route added without its
// entry in openapi.ts fails here, so the fuzzer (openapi-fuzz.test.ts) reaches every route.

type Parameter = { in: string; name: string };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };
type JsonSchema = { properties?: Record<string, unknown>; anyOf?: JsonSchema[] };
type Document = { paths: Record<string, Record<string, Operation>> };

const names = (op: Operation, where: string) =>
  (op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name).sort();
const bodyKeys = (schema: JsonSchema): string[] =>
  [...new Set([...Object.keys(schema.properties ?? {}), ...(schema.anyOf ?? []).flatMap(bodyKeys)])].sort();

describe('the OpenAPI document and the registered routes', () => {
  let ctx: TestContext;
  let routes: RegisteredRoute[];
  const doc = openApiDocument() as Document;
  beforeAll(async () => {
    ctx = await createTestApp();
    // OPTIONS answers every /api path (CORS preflight style); it is not an operation of its own.
    routes = registeredRoutes(ctx.app).filter((r) => r.path.startsWith('/api/') && r.method !== 'options');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('finds the routes of every area, mounted routers included', () => {
    const listed = routes.map((r) => `${r.method} ${r.path}`);
    expect(listed).toContain('get /api/trip-plans/{id}/export/{format}');
    expect(listed).toContain('post /api/auth/login');
    expect(listed).toContain('get /api/weather');
    expect(routes.length).toBeGreaterThan(30);
  });

  it('documents every registered route with its method', () => {
    const missing = routes.filter((r) => !doc.paths[r.path]?.[r.method]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('documents no operation the router lacks', () => {
    const registered = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented.filter((o) => !registered.has(o))).toEqual([]);
  });

  it('documents every path parameter, query parameter and request body a route validates', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const op = doc.paths[route.path]?.[route.method];
      if (!op) continue;
      const where = `${route.method} ${route.path}`;
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      if (names(op, 'path').join() !== inPath.join()) problems.push(`${where}: path ${names(op, 'path')} vs ${inPath}`);
      const query = inputKeys(route.schemas.query);
      if (names(op, 'query').join() !== query.join()) problems.push(`${where}: query ${names(op, 'query')} vs ${query}`);
      const body = op.requestBody?.content['application/json']?.schema;
      if (Boolean(body) !== Boolean(route.schemas.body)) problems.push(`${where}: body documented ${Boolean(body)}`);
      else if (body && bodyKeys(body).join() !== inputKeys(route.schemas.body).join()) {
        problems.push(`${where}: body ${bodyKeys(body)} vs ${inputKeys(route.schemas.body)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
