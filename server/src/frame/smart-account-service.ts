/**
 * What the frame learns from and sends through the wallet service for smart accounts: the
 * networks that have them (with the account factory and EntryPoint of each) and the bundler of
 * each, reached through the service's own origin so the frame's page needs no other address.
 */
import type { Address, EIP1193RequestFn } from 'viem';
import type { ServiceApi } from './service-api.js';

export interface SmartAccountNetwork {
  factory: Address;
  entryPoint: Address;
}

export interface SmartAccountService {
  /** CAIP-2 chain id → its account factory and EntryPoint; empty when no network has them. */
  networks(): Promise<Record<string, SmartAccountNetwork>>;
  /** The EIP-1193 request function of the network's bundler. */
  bundler(chainId: string): EIP1193RequestFn;
}

class BundlerError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** Runs a service call with the logged-in visitor's access token. */
type WithSession = <T>(call: (token: string) => Promise<T>) => Promise<T>;

export function smartAccountService(
  api: ServiceApi,
  withSession: WithSession,
): SmartAccountService {
  let networks: Promise<Record<string, SmartAccountNetwork>> | undefined;
  let nextId = 0;
  return {
    networks() {
      networks ??= api
        .get<{ networks: Record<string, SmartAccountNetwork> }>('/v1/smart-accounts')
        .then((answer) => answer.networks)
        .catch((error: unknown) => {
          networks = undefined;
          throw error;
        });
      return networks;
    },
    bundler(chainId) {
      return (async ({ method, params }: { method: string; params?: unknown }) => {
        // The bundler serves logged-in visitors only: the request carries the session.
        const answer = await withSession((token) =>
          api.post<{
            result?: unknown;
            error?: { code: number; message: string; data?: unknown };
          }>(
            `/v1/smart-accounts/${encodeURIComponent(chainId)}/bundler`,
            { jsonrpc: '2.0', id: ++nextId, method, params: params ?? [] },
            token,
          ),
        );
        if (answer.error) {
          throw new BundlerError(answer.error.message, answer.error.code, answer.error.data);
        }
        return answer.result;
      }) as EIP1193RequestFn;
    },
  };
}
