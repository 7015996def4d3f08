import { z } from 'zod';
import type { ZodType } from 'zod';
import type { Schemas } from '../http/validate';

// The routes an Express app has registered, read from its router stack (router 2's layers keep the
// path they were mounted at as rawPath), with the schemas their validate() step checks.

type Layer = {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  handle: { stack?: Layer[]; schemas?: Schemas };
};

export type RegisteredRoute = {
  method: string;
  /** In OpenAPI's form: /api/trip-plans/{id}. */
  path: string;
  schemas: Schemas;
};

/** Every route of `app`, mounted routers included, with its path in OpenAPI's {name} form. */
export function registeredRoutes(app: unknown): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${layer.route.path}`.replace(/\/$/, '').replace(/:(\w+)/g, '{$1}');
        const schemas = Object.assign({}, ...layer.route.stack.map((l) => l.handle.schemas ?? {})) as Schemas;
        for (const method of Object.keys(layer.route.methods)) out.push({ method, path, schemas });
      } else if (layer.handle.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as { router: { stack: Layer[] } }).router.stack, '');
  return out;
}

/** The names a schema reads from an object (the input side; every branch of a union). */
export function inputKeys(schema: ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonObject;
  const keys = new Set<string>();
  const collect = (node: JsonObject) => {
    for (const key of Object.keys(node.properties ?? {})) keys.add(key);
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) collect(branch);
  };
  collect(json);
  return [...keys].sort();
}

type JsonObject = { properties?: Record<string, unknown>; anyOf?: JsonObject[]; oneOf?: JsonObject[] };
