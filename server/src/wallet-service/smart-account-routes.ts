/**
 * Smart accounts for the frame. `GET /v1/smart-accounts` lists the networks that have them, with
 * the account factory and EntryPoint the frame builds the account from;
 * `POST /v1/smart-accounts/:chainId/bundler` forwards one ERC-4337 JSON-RPC request to that
 * network's bundler, so the bundler's address stays in the service's configuration and the
 * frame talks only to its own origin. Only the bundler methods a wallet needs are forwarded,
 * only for a live session, only for user operations whose sender is the caller's own smart
 * account, and at most so many per user per window.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { fail, jsonBody, type ServiceDeps, type ServiceEnv } from './context.js';
import { allowedHost, liveSession } from './guards.js';
import { countAgainst } from './mail-limits.js';
import { onFirstUse } from './on-first-use.js';
import type { SmartAccountNetworks } from './smart-account-config.js';

/** The EntryPoint v0.7 address on every chain it was deployed to with its public salt. */
const ENTRY_POINT_07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032';

const BUNDLER_METHODS = new Set([
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'pimlico_getUserOperationGasPrice',
]);

/** The methods whose first parameter is a user operation, sent or priced for its `sender`. */
const USER_OPERATION_METHODS = new Set(['eth_sendUserOperation', 'eth_estimateUserOperationGas']);

export const NOT_YOUR_ACCOUNT = 'Only your own smart account may be the sender';

const senderOf = (params: unknown[] | undefined) => {
  const sender = (params?.[0] as { sender?: unknown } | undefined)?.sender;
  return typeof sender === 'string' ? sender.toLowerCase() : undefined;
};

const rpcBody = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string()]),
  method: z.string(),
  params: z.array(z.unknown()).optional(),
});

export function smartAccountRoutes(deps: ServiceDeps, networks: SmartAccountNetworks) {
  const routes = new Hono<ServiceEnv>();
  // viem's chain reads are loaded at the first user operation, not at start.
  const ownAccount = onFirstUse(async () =>
    (await import('./own-smart-account.js')).ownSmartAccounts(deps),
  );
  routes.use('*', allowedHost(deps));

  routes.get('/', (c) =>
    c.json({
      networks: Object.fromEntries(
        Object.entries(networks).map(([chainId, network]) => [
          chainId,
          { factory: network.factory, entryPoint: network.entryPoint ?? ENTRY_POINT_07 },
        ]),
      ),
    }),
  );

  // Only a logged-in visitor's frame may use the operator's bundler.
  routes.post('/:chainId/bundler', liveSession(deps), async (c) => {
    const network = networks[c.req.param('chainId')];
    if (!network) return fail(c, 404, 'Smart accounts are not enabled on this network');
    const parsed = rpcBody.safeParse(await jsonBody(c));
    if (!parsed.success) return fail(c, 400, 'Malformed JSON-RPC request');
    if (!BUNDLER_METHODS.has(parsed.data.method)) {
      return fail(c, 403, 'Requested RPC call is not allowed');
    }
    const { userId } = c.get('session');
    // The operator pays for the bundler: one user may not flood it.
    const refusal = await countAgainst(deps, `bundler-user:${userId}`, deps.limits.bundlerPerUser);
    if (refusal) {
      c.header('Retry-After', String(refusal.retryAfterSeconds));
      return c.json(refusal, 429);
    }
    if (USER_OPERATION_METHODS.has(parsed.data.method)) {
      const chainId = c.req.param('chainId');
      const own = await ownAccount()
        .then((read) => read(chainId, network, userId))
        .catch(() => undefined);
      if (!own || senderOf(parsed.data.params) !== own.toLowerCase()) {
        return fail(c, 403, NOT_YOUR_ACCOUNT);
      }
    }
    try {
      const answer = await fetch(network.bundlerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...parsed.data, params: parsed.data.params ?? [] }),
      });
      return c.json((await answer.json()) as Record<string, unknown>);
    } catch {
      return fail(c, 502, 'The bundler could not be reached');
    }
  });

  return routes;
}
