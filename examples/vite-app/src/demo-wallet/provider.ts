/**
 * The Demo Wallet's EIP-1193 provider. It behaves like a browser wallet whose visitor
 * approves every prompt (unless "reject next request" is armed): it answers account and
 * permission requests itself, switches between its two anvil chains, and forwards reads and
 * signing to the current chain's anvil node, which signs for its unlocked dev accounts.
 */
import { toHexChainId, type DemoChain } from './chains.js';
import { createEmitter } from './emitter.js';
import {
  invalidParams,
  ProviderRpcError,
  unauthorized,
  unrecognizedChain,
  userRejected,
} from './errors.js';
import { readPersistedState, writePersistedState } from './persisted-state.js';
import { createRpcClient } from './rpc-client.js';
import { createWalletState } from './wallet-state.js';
import { createSequentialBatches, EIP5792_METHODS } from '@wallet-kit/local-stack/eip5792-batches';

/** Methods a real wallet shows a prompt for: the ones "reject next request" declines. */
const PROMPTING_METHODS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]);

/** Methods that act for the account: refused (4100) until the visitor authorised the page. */
const ACCOUNT_METHODS = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']);

export interface RequestArguments {
  method: string;
  params?: unknown[] | Record<string, unknown>;
}

export function createDemoWallet(options: { chains: DemoChain[]; storage: Storage }) {
  const { chains, storage } = options;
  const firstChain = chains[0];
  if (!firstChain) throw new Error('The Demo Wallet needs at least one chain');
  const persisted = readPersistedState(storage, firstChain.chainId);
  const knownChain = chains.some((chain) => chain.chainId === persisted.chainId);
  const state = createWalletState({
    authorised: persisted.authorised,
    chainId: knownChain ? persisted.chainId : firstChain.chainId,
  });
  const events = createEmitter();
  const rpc = createRpcClient();
  let account: string | undefined;
  // Batches (EIP-5792) go out one transaction per call: anvil has no wallet_sendCalls.
  const batches = createSequentialBatches((method, params) => handle(method, params));

  const currentChain = () =>
    chains.find((chain) => chain.chainId === state.get().chainId) ?? firstChain;
  const persist = () => {
    const { authorised, chainId } = state.get();
    writePersistedState(storage, { authorised, chainId });
  };

  /** Dev account 0 of the local node: funded, and unlocked so the node signs for it. */
  async function devAccount(): Promise<string> {
    if (!account) {
      const accounts = (await rpc(currentChain().rpcUrl, 'eth_accounts')) as string[];
      if (!accounts[0]) throw new ProviderRpcError(-32603, 'The local chain has no dev account');
      account = accounts[0];
    }
    return account;
  }

  async function authorise(): Promise<string[]> {
    const address = await devAccount();
    if (!state.get().authorised) {
      state.set({ authorised: true });
      persist();
      events.emit('accountsChanged', [address]);
    }
    return [address];
  }

  function revoke(): void {
    if (!state.get().authorised) return;
    state.set({ authorised: false });
    persist();
    events.emit('accountsChanged', []);
  }

  function switchTo(hexChainId: unknown): null {
    if (typeof hexChainId !== 'string') throw invalidParams('Expected params [{ chainId: "0x…" }]');
    const target = chains.find((chain) => toHexChainId(chain.chainId) === hexChainId.toLowerCase());
    if (!target) throw unrecognizedChain(hexChainId);
    if (target.chainId !== state.get().chainId) {
      state.set({ chainId: target.chainId });
      persist();
      events.emit('chainChanged', toHexChainId(target.chainId));
    }
    return null;
  }

  const permissions = (address: string) => [
    {
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
    },
  ];

  /** The signing account named in the params must be ours. */
  async function assertOwnAccount(method: string, params: unknown[]): Promise<void> {
    if (!state.get().authorised) throw unauthorized();
    const address = await devAccount();
    const named =
      method === 'personal_sign'
        ? params[1]
        : method === 'eth_signTypedData_v4'
          ? params[0]
          : (params[0] as { from?: unknown } | undefined)?.from;
    if (typeof named !== 'string' || named.toLowerCase() !== address.toLowerCase())
      throw unauthorized();
  }

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        return authorise();
      case 'eth_accounts':
        return state.get().authorised ? [await devAccount()] : [];
      case 'eth_chainId':
        return toHexChainId(state.get().chainId);
      case 'wallet_getPermissions':
        return state.get().authorised ? permissions(await devAccount()) : [];
      case 'wallet_requestPermissions':
        await authorise();
        return permissions(await devAccount());
      case 'wallet_revokePermissions':
        revoke();
        return null;
      case 'wallet_switchEthereumChain':
        return switchTo((params[0] as { chainId?: unknown } | undefined)?.chainId);
      case 'wallet_addEthereumChain': {
        const chainId = (params[0] as { chainId?: unknown } | undefined)?.chainId;
        const known = chains.some((chain) => toHexChainId(chain.chainId) === chainId);
        if (!known) throw invalidParams('The Demo Wallet can only serve its local anvil chains');
        return switchTo(chainId);
      }
    }
    if ((EIP5792_METHODS as readonly string[]).includes(method)) {
      if (!state.get().authorised) throw unauthorized();
      return batches(method, params, toHexChainId(state.get().chainId));
    }
    if (method.startsWith('wallet_')) {
      throw new ProviderRpcError(4200, `The Demo Wallet does not support ${method}`);
    }
    if (ACCOUNT_METHODS.has(method)) await assertOwnAccount(method, params);
    return rpc(currentChain().rpcUrl, method, params);
  }

  async function request({ method, params }: RequestArguments): Promise<unknown> {
    const list = Array.isArray(params) ? params : [];
    const prompting = PROMPTING_METHODS.has(method);
    if (prompting && state.get().rejectNextArmed) {
      state.set({ rejectNextArmed: false });
      state.record(method, 'rejected');
      throw userRejected();
    }
    try {
      const result = await handle(method, list);
      if (prompting) state.record(method, 'approved');
      return result;
    } catch (error) {
      if (prompting) state.record(method, 'failed');
      throw error;
    }
  }

  return {
    provider: {
      isDemoWallet: true as const,
      request,
      on: events.on,
      removeListener: events.removeListener,
    },
    getState: state.get,
    subscribe: state.subscribe,
    /** Decline the next prompting request with 4001, as if the visitor pressed "Reject". */
    rejectNext: () => state.set({ rejectNextArmed: true }),
    setRejectNext: (armed: boolean) => state.set({ rejectNextArmed: armed }),
    /** Forget this site's authorisation, as "Disconnect this site" does in a real wallet. */
    revoke,
    /** The visitor switching network inside the wallet: the page learns it via `chainChanged`. */
    switchChain: (chainId: number) => void switchTo(toHexChainId(chainId)),
  };
}

export type DemoWallet = ReturnType<typeof createDemoWallet>;
