import type { onRouteHookHandler } from 'fastify';
import type { UserRole } from '@energiaportaali/domain';
import { z } from 'zod';

/** A route as the app registered it, with the schemas a test fills its requests from. */
export interface CollectedRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
  bodyLimit?: number;
}

/** An `onRoute` hook for buildTestApp and the list it fills (HEAD twins of GETs left out). */
export function routeCollector(): { routes: CollectedRoute[]; onRoute: onRouteHookHandler } {
  const routes: CollectedRoute[] = [];
  const onRoute: onRouteHookHandler = (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema as CollectedRoute['schema'],
        bodyLimit: route.bodyLimit,
      });
    }
  };
  return { routes, onRoute };
}

/** The roles the route sweeps sign in as (createRoleWorld makes a user of each). */
export const oneOfEachRole = [
  'consumer',
  'companyManager',
  'remUser',
  'remCompany',
  'operator',
] as const satisfies readonly UserRole[];

// Values path parameters commonly accept, so that a request gets past the path to its body and
// query (Fastify stops at the first part that fails).
const candidates = ['1', 'kuluttaja@example.fi', '1234567-8', '2026-12-01', 'x'];

function plausible(params: unknown, name: string): string {
  const field = params instanceof z.ZodObject ? (params.shape as Record<string, unknown>)[name] : 0;
  if (field instanceof z.ZodEnum) return String(field.options[0]);
  if (!(field instanceof z.ZodType)) return '1';
  return candidates.find((value) => field.safeParse(value).success) ?? '1';
}

/** The route's path with each parameter replaced by `value`, or by one it accepts. */
export function filledUrl(route: CollectedRoute, value?: string): string {
  return route.url
    .replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_, name: string) =>
      encodeURIComponent(value ?? plausible(route.schema?.params, name)),
    )
    .replace(/\*$/, value ?? 'x');
}

/** The top-level field names of a body or query schema. */
export function objectKeys(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** A new client address for each request, so that rate limits never answer for validation. */
export function addressSequence(prefix: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  };
}
