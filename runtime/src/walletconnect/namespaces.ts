/**
 * The namespaces a WalletConnect proposal asks for, built from the configured networks:
 * CAIP-2 chains, the methods and events each chain family needs, and an `rpcMap` to each
 * network's own RPC so the SDK never falls back to a vendor RPC (rpc.walletconnect.org).
 */
import type { NamespaceConfig } from '@walletconnect/universal-provider';
import type { CaipNetwork, ChainNamespace } from '../core/types.js';
import { rpcUrlOf } from './rpc-url.js';

/** What the kit may ask each chain family's wallet to do: the RPC methods it requests in a session. */
export const NAMESPACE_METHODS: Record<ChainNamespace, readonly string[]> = {
  eip155: [
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'eth_sendRawTransaction',
    'eth_accounts',
    'eth_requestAccounts',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
    'wallet_watchAsset',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'solana_getAccounts',
    'solana_requestAccounts',
  ],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  bip122: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
  cosmos: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'],
};

export const NAMESPACE_EVENTS: Record<ChainNamespace, readonly string[]> = {
  eip155: ['accountsChanged', 'chainChanged'],
  solana: ['accountsChanged', 'chainChanged'],
  polkadot: ['accountsChanged', 'chainChanged'],
  bip122: ['accountsChanged', 'chainChanged', 'bip122_addressesChanged'],
  cosmos: ['accountsChanged', 'chainChanged'],
};

/** The chain reference of a network as CAIP-2 spells it (`eip155:1` → `1`). */
export function chainReference(network: CaipNetwork): string {
  return network.caipNetworkId.slice(network.chainNamespace.length + 1);
}

/**
 * One namespace per chain family present in `networks`, chains in config order. They are all
 * sent as *optional* namespaces: sign-client 2.21.8 moves required ones into optional anyway,
 * and a wallet that supports only some of the families (an EVM-only wallet for a kit that
 * also lists Solana) can still approve the ones it has.
 */
export function buildNamespaces(networks: readonly CaipNetwork[]): NamespaceConfig {
  const namespaces: NamespaceConfig = {};
  for (const network of networks) {
    const family = network.chainNamespace;
    const entry = (namespaces[family] ??= {
      chains: [],
      methods: [...NAMESPACE_METHODS[family]],
      events: [...NAMESPACE_EVENTS[family]],
      rpcMap: {},
    });
    if (entry.chains.includes(network.caipNetworkId)) continue;
    entry.chains.push(network.caipNetworkId);
    entry.rpcMap = { ...entry.rpcMap, [chainReference(network)]: rpcUrlOf(network) };
  }
  return namespaces;
}
