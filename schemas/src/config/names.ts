import type { z } from 'zod';

interface NamesView {
  features: { names: boolean };
  endpoints: { namesUrl?: string | undefined };
}

/** Names are looked up and registered by a service: turning them on without one would show a view that can only fail. */
export function refuseNamesWithoutEndpoint(config: NamesView, ctx: z.RefinementCtx): void {
  if (!config.features.names || config.endpoints.namesUrl) return;
  ctx.addIssue({
    code: 'custom',
    path: ['endpoints', 'namesUrl'],
    message: 'features.names needs the names service: set endpoints.namesUrl',
  });
}
