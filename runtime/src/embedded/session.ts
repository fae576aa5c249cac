/**
 * One kit's embedded wallet session: the frame client, the logged-in user per family, and the
 * one request path every signing call takes (the approval over ApproveTransaction).
 */
import type { EmbeddedHost } from '../core/embedded-front.js';
import type { CaipNetwork, ChainNamespace } from '../core/types.js';
import type { CallDescription } from '../core/wallet-calls/types.js';
import { withApproval } from './approval.js';
import { ACTION_NOT_ALLOWED, FRAME_ERRORS, FrameRequestError } from './frame-errors.js';
import type { FrameClient } from './frame-client.js';
import {
  isApprovalRpcMethod,
  isSafeRpcMethod,
  isWalletReadRpcMethod,
  type FrameUser,
} from './frame-protocol.js';
import type { LoginStorage } from './login-storage.js';
import { readFromNetwork } from './rpc-reads.js';

export interface EmbeddedSession {
  readonly host: EmbeddedHost;
  readonly client: FrameClient;
  readonly login: LoginStorage;
  users: Partial<Record<ChainNamespace, FrameUser>>;
  fetch?: typeof fetch;
}

/** The network the family is on in the kit now (or its default). */
export function currentNetwork(
  session: EmbeddedSession,
  namespace: ChainNamespace,
): CaipNetwork | undefined {
  const { ctx } = session.host;
  return (
    ctx.stores.chain.getState().chains[namespace]?.networkState.caipNetwork ??
    ctx.config.networks.find((network) => network.chainNamespace === namespace)
  );
}

/**
 * One RPC call of the embedded wallet: refused unless the frame knows it; a question about the
 * wallet itself (capabilities, a batch's status, assets) answered by the frame with no approval;
 * any other safe read answered by the network; everything else approved by the visitor in the
 * frame.
 */
export async function embeddedRpc(
  session: EmbeddedSession,
  namespace: ChainNamespace,
  method: string,
  params: unknown,
  description: CallDescription = {},
): Promise<unknown> {
  if (isWalletReadRpcMethod(method)) {
    const answer = await session.client.request<{ result: unknown }>(
      'rpcRequest',
      { method, params },
      { method },
    );
    return answer.result;
  }
  if (isSafeRpcMethod(method)) {
    const network = currentNetwork(session, namespace);
    if (!network) throw new FrameRequestError('Network not found');
    return readFromNetwork(network, method, params, session.fetch);
  }
  if (!isApprovalRpcMethod(method)) {
    session.host.kit.showSnackbar(ACTION_NOT_ALLOWED, 'error');
    throw new FrameRequestError(FRAME_ERRORS.NOT_ALLOWED, 4200);
  }
  // The frame's panel names the network as the kit's config does (the frame shows the name
  // only for that chain id) and the called function from its ABI.
  const network = currentNetwork(session, namespace);
  const payload = {
    method,
    params,
    ...(network ? { network: { id: network.caipNetworkId, name: network.name } } : {}),
    ...(description.functionAbi ? { abi: description.functionAbi } : {}),
  };
  const answer = await withApproval(session.host, { namespace, method }, () =>
    session.client.request<{ result: unknown }>('rpcRequest', payload, { method }),
  );
  return answer.result;
}
