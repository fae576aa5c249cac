/**
 * Switching the active network of a session. WalletConnect sends every request with its
 * chain, so a chain the wallet already approved needs no wallet prompt at all; only an
 * eip155 chain outside the session is asked of the wallet (EIP-3326, then EIP-3085).
 */
import { hasWalletErrorCode, isWalletUserRejection } from '../core/eip1193.js';
import type { CaipNetwork, CaipNetworkId } from '../core/types.js';
import { WC_ERRORS } from './constants.js';
import { numberToHex } from './encoding.js';
import { requestSession } from './requests.js';
import type { Provider } from './sdk.js';
import type { SessionNamespace } from './session.js';

/** EIP-1193 "Unrecognized chain ID": the wallet needs `wallet_addEthereumChain` first. */
const UNRECOGNIZED_CHAIN = 4902;

function eip155Hex(network: CaipNetwork): `0x${string}` {
  const id = typeof network.id === 'number' ? network.id : Number(network.id);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new Error(`Invalid eip155 chain id: ${network.id}`);
  return numberToHex(id);
}

/** The EIP-3085 parameter describing a network. */
function addChainParameter(network: CaipNetwork): Record<string, unknown> {
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId: eip155Hex(network),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  };
}

async function switchEip155(
  provider: Provider,
  activeChain: CaipNetworkId,
  network: CaipNetwork,
): Promise<void> {
  // The SDK's eip155 provider switches locally for an approved chain and asks the wallet
  // (wallet_switchEthereumChain) otherwise; it also moves its own default chain.
  const request = {
    chainId: activeChain,
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: eip155Hex(network) }],
  };
  try {
    await requestSession(provider, request);
    return;
  } catch (error) {
    if (isWalletUserRejection(error)) throw error;
    if (!hasWalletErrorCode(error, UNRECOGNIZED_CHAIN)) {
      throw new Error(WC_ERRORS.CHAIN_NOT_SUPPORTED, { cause: error });
    }
  }
  try {
    await requestSession(provider, {
      chainId: activeChain,
      method: 'wallet_addEthereumChain',
      params: [addChainParameter(network)],
    });
  } catch (error) {
    // Declining the "add network" prompt is a rejection the visitor may retry.
    if (isWalletUserRejection(error)) throw error;
    throw new Error(WC_ERRORS.CHAIN_NOT_SUPPORTED, { cause: error });
  }
  await requestSession(provider, request);
}

export async function switchSessionNetwork(
  provider: Provider,
  params: { namespace: SessionNamespace; activeChain: CaipNetworkId; network: CaipNetwork },
): Promise<void> {
  const { network } = params;
  if (network.chainNamespace === 'eip155') {
    await switchEip155(provider, params.activeChain, network);
    return;
  }
  // Other families have no switch method: the session either holds the chain or it does not.
  if (!params.namespace.chains.includes(network.caipNetworkId)) {
    throw new Error(WC_ERRORS.CHAIN_NOT_SUPPORTED);
  }
  provider.setDefaultChain(network.caipNetworkId);
}
