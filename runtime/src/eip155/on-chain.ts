/**
 * What the eip155 adapter does over a network's RPC node, with viem's actions: native and
 * token balances, sends, fee estimates and name lookups (and viem's ABI encoder for contract
 * writes). The adapter imports this file only
 * when one of them is first needed, so a page's first load carries the wallet connection
 * and none of this code (most of the viem a kit bundles).
 */
import type { CaipNetwork, FeeEstimate, TokenBalancesParams } from '../core/types.js';
import type { Eip1193Provider } from '../core/eip1193.js';
import { createBalanceReader } from './balance.js';
import { encodeFunctionCall } from './encode-function-call.js';
import { estimateTransferFee } from './estimate-fee.js';
import { createPublicClients } from './public-clients.js';
import { ensText, resolveEnsName, reverseEnsName } from './resolve-name.js';
import { sendTransfer, type TransferRequest } from './send.js';
import { createTokenBalanceReader } from './token-balances.js';

/** One per adapter instance: its RPC clients and caches are never shared with another kit. */
export function createOnChain() {
  const clients = createPublicClients();
  const balances = createBalanceReader(clients);
  const tokenBalances = createTokenBalanceReader(clients);
  return {
    getBalance: (address: string, network: CaipNetwork) => balances.getBalance(address, network),
    getTokenBalances: (params: TokenBalancesParams) => tokenBalances.getTokenBalances(params),
    send: (provider: Eip1193Provider, network: CaipNetwork, request: TransferRequest) =>
      sendTransfer({ provider, network, client: clients.for(network) }, request),
    estimateFee: (
      network: CaipNetwork,
      from: `0x${string}`,
      request: TransferRequest,
    ): Promise<FeeEstimate> => estimateTransferFee(clients.for(network), network, from, request),
    resolveName: (network: CaipNetwork, name: string) =>
      resolveEnsName(clients.for(network), network, name),
    reverseName: (network: CaipNetwork, address: string) =>
      reverseEnsName(clients.for(network), network, address),
    nameText: (network: CaipNetwork, name: string, key: string) =>
      ensText(clients.for(network), network, name, key),
    encodeFunctionCall,
  };
}

export type OnChain = ReturnType<typeof createOnChain>;
