// The hydration block: react-router's loader data (promises left out: deferred parts carry
// their own values, see data/deferred.tsx) and the document assets, as JSON that is safe inside
// a non-executable <script type="application/json">.
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import type { DocumentAssets } from './document-context.ts';

export interface HydrationPayload {
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, unknown> | null };
  assets: DocumentAssets;
}

function withoutPromises(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) if (!(v instanceof Promise)) out[k] = v;
  return out;
}

/** Same shape react-router's StaticRouterProvider writes, so createBrowserRouter revives errors. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [key, val] of Object.entries(errors)) {
    if (isRouteErrorResponse(val)) out[key] = { ...val, __type: 'RouteErrorResponse' };
    else if (val instanceof Error) out[key] = { message: 'Unexpected Server Error', __type: 'Error' };
    else out[key] = val;
  }
  return out;
}

export function serializeHydration(ctx: StaticHandlerContext, assets: DocumentAssets): string {
  const loaderData: Record<string, unknown> = {};
  for (const [id, d] of Object.entries(ctx.loaderData)) loaderData[id] = withoutPromises(d);
  const payload: HydrationPayload = {
    router: { loaderData, actionData: ctx.actionData, errors: serializeErrors(ctx.errors) },
    assets,
  };
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
