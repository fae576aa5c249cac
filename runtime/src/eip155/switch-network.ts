/**
 * Network switching in the wallet (EIP-3326), adding the chain first (EIP-3085) when the
 * wallet does not know it yet.
 */
import type { CaipNetwork } from '../core/types.js';
import {
  hasWalletErrorCode,
  isWalletUserRejection,
  requestWallet,
  type Eip1193Provider,
} from '../core/eip1193.js';
import { addEthereumChainParameter, eip155ChainIdHex } from './network.js';

/** EIP-1193 "Unrecognized chain ID": the wallet needs `wallet_addEthereumChain` first. */
const UNRECOGNIZED_CHAIN = 4902;

/** Thrown when the wallet could neither switch to nor add the chain. */
export const CHAIN_NOT_SUPPORTED_MESSAGE = 'Chain is not supported';

async function requestSwitch(provider: Eip1193Provider, chainIdHex: `0x${string}`): Promise<void> {
  await requestWallet(provider, {
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: chainIdHex }],
  });
}

export async function switchWalletNetwork(
  provider: Eip1193Provider,
  network: CaipNetwork,
): Promise<void> {
  const chainIdHex = eip155ChainIdHex(network);
  try {
    await requestSwitch(provider, chainIdHex);
    return;
  } catch (error) {
    if (!hasWalletErrorCode(error, UNRECOGNIZED_CHAIN)) throw error;
  }

  try {
    await requestWallet(provider, {
      method: 'wallet_addEthereumChain',
      params: [addEthereumChainParameter(network)],
    });
  } catch (error) {
    // A visitor who declines the "add network" prompt rejected; the chain itself may be fine,
    // so the core must show the retryable "rejected" state, not "not supported".
    if (isWalletUserRejection(error)) throw error;
    throw new Error(CHAIN_NOT_SUPPORTED_MESSAGE, { cause: error });
  }

  // Some wallets switch as part of adding, others do not: switching again is a no-op for the
  // former and required for the latter.
  await requestSwitch(provider, chainIdHex);
}
