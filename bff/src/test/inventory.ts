import type { Server as HttpServer } from 'node:http';
import type { Express } from 'express';
import { isObjectType } from 'graphql';
import { schema } from '../graphql/apollo.js';

/**
 * The API as the running app has it, not as a hand-written list: the Express router stack walked
 * recursively (Express 5 / router 2: `app.router.stack`, each layer's `route` or mounted router and its
 * `rawPath`), and the GraphQL schema's fields and arguments. Tests compare their own tables against
 * these, so a new route or argument fails until somebody says how to call it.
 */

interface LayerLike {
  name: string;
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle: unknown;
}

const isRouter = (handle: unknown): handle is { stack: LayerLike[] } =>
  typeof handle === 'function' && Array.isArray((handle as { stack?: unknown }).stack);

function pathsOf(path: unknown, where: string): string[] {
  const paths = Array.isArray(path) ? path : [path];
  for (const entry of paths) {
    // A RegExp path cannot be called from a table of examples; make whoever adds one write it down.
    if (typeof entry !== 'string') throw new Error(`the route inventory cannot read the path of ${where}: ${String(entry)}`);
  }
  return paths as string[];
}

const join = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

export interface RestInventory {
  /** "METHOD /full/path" of every route, e.g. "DELETE /api/v1/customer/delete-restaurant/:restaurantUid". */
  routes: string[];
  /** Paths where plain middleware (not a router, not a route) is mounted, e.g. "/graphql". */
  mounts: string[];
}

/** The Express app a running server answers with (the one `createApp` built). */
export function appOf(server: HttpServer): Express {
  // Among the server's request listeners (server.ts also adds one that closes keep-alive connections while draining).
  const app = server.listeners('request').find((listener) => typeof listener === 'function' && 'router' in listener);
  if (!app) throw new Error('the server does not answer with an Express app');
  return app as unknown as Express;
}

export function restInventory(app: Express): RestInventory {
  const routes = new Set<string>();
  const mounts = new Set<string>();
  const walk = (stack: LayerLike[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const methods = Object.keys(layer.route.methods).filter((method) => layer.route!.methods[method]);
        for (const path of pathsOf(layer.route.path, `a route under ${prefix || '/'}`)) {
          for (const method of methods) routes.add(`${method === '_all' ? 'ALL' : method.toUpperCase()} ${join(prefix, path)}`);
        }
        continue;
      }
      for (const path of pathsOf(layer.rawPath, `the middleware ${layer.name} under ${prefix || '/'}`)) {
        if (isRouter(layer.handle)) walk(layer.handle.stack, join(prefix, path) === '/' ? prefix : join(prefix, path));
        else if (path !== '/') mounts.add(join(prefix, path));
      }
    }
  };
  const router = (app as unknown as { router?: { stack?: LayerLike[] } }).router;
  if (!router?.stack) throw new Error('app.router.stack is missing: the route inventory needs Express 5');
  walk(router.stack, '');
  return { routes: [...routes].sort(), mounts: [...mounts].sort() };
}

/** GET, HEAD and OPTIONS read; everything else changes state and needs a CSRF token. */
export const isStateChanging = (route: string) => !/^(GET|HEAD|OPTIONS) /.test(route);

const ROOT_TYPES = { query: () => schema.getQueryType(), mutation: () => schema.getMutationType(), subscription: () => schema.getSubscriptionType() };

/** Every field of one root type (every query, mutation or subscription) of the schema the BFF serves. */
export function rootFieldNames(root: keyof typeof ROOT_TYPES): string[] {
  return Object.keys(ROOT_TYPES[root]()?.getFields() ?? {}).sort();
}

/** Every mutation of the schema the BFF serves. */
export const mutationNames = () => rootFieldNames('mutation');

/** "Type.field(argument)" for every argument of every field of every object type (not introspection). */
export function graphqlArguments(): string[] {
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      for (const argument of field.args) found.push(`${type.name}.${field.name}(${argument.name})`);
    }
  }
  return found.sort();
}
