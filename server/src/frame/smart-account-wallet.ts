/**
 * The visitor's smart account in the frame: which account type the visitor prefers (kept per
 * user in the frame origin's storage), the account on each network that has smart accounts,
 * and what it signs and sends. A transaction or a batch of calls becomes ONE user operation
 * sent through the network's bundler; the account is deployed by its first one. Messages are
 * signed by the owner key and checked on chain through the account (ERC-1271), wrapped per
 * ERC-6492 while the account is not deployed yet.
 */
import {
  createPublicClient,
  custom,
  defineChain,
  http,
  isAddressEqual,
  isHex,
  type Address,
  type Hex,
  type PublicClient,
  type TypedDataDefinition,
} from 'viem';
import { createBundlerClient, type SmartAccount } from 'viem/account-abstraction';
import { evmAccount } from './evm-account.js';
import type { EvmKey } from './evm-key.js';
import { FrameRequestError } from './frame-request-error.js';
import {
  numericChainId,
  smartAccountChoice,
  SMART_ACCOUNTS_UNSUPPORTED,
} from './smart-account-choice.js';
import type { StorageLike } from './frame-storage.js';
import { toVisitorSmartAccount } from './smart-account.js';
import type { SmartAccountService } from './smart-account-service.js';

export { SMART_ACCOUNTS_UNSUPPORTED } from './smart-account-choice.js';

/** EIP-5792 status codes of a batch. */
const PENDING = 100;
const CONFIRMED = 200;
const REVERTED = 500;

const hexChainId = (caip2: string) => `0x${numericChainId(caip2).toString(16)}`;

interface SentOperation {
  chainId: string;
  userOpHash: Hex;
}

function callsOf(list: unknown[]) {
  return list.map((value) => {
    const call = (value ?? {}) as { to?: unknown; value?: unknown; data?: unknown };
    if (typeof call.to !== 'string' || !isHex(call.to))
      throw new Error('A call needs a to address');
    return {
      to: call.to as Address,
      value: typeof call.value === 'string' && isHex(call.value) ? BigInt(call.value) : 0n,
      data: typeof call.data === 'string' && isHex(call.data) ? (call.data as Hex) : ('0x' as Hex),
    };
  });
}

export function createSmartAccountWallet(deps: {
  service: SmartAccountService;
  storage: StorageLike;
  /** The node of each network (CAIP-2 id → URL). */
  rpcUrls(): Promise<Record<string, string>>;
  /** How often a sent user operation's receipt is asked for. */
  pollMs?: number;
}) {
  const accounts = new Map<string, Promise<SmartAccount>>();
  const operations = new Map<string, SentOperation>();
  const pollMs = deps.pollMs ?? 500;

  const choice = smartAccountChoice(deps);
  const { enabled } = choice;

  async function client(chainId: string): Promise<PublicClient> {
    const rpcUrl = (await deps.rpcUrls())[chainId];
    if (!rpcUrl) throw new FrameRequestError('Network Not Found');
    const id = numericChainId(chainId);
    const chain = defineChain({
      id,
      name: chainId,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    });
    return createPublicClient({ chain, transport: http(rpcUrl) }) as PublicClient;
  }

  function account(chainId: string, owner: EvmKey): Promise<SmartAccount> {
    const key = `${chainId}/${owner.address}`;
    let found = accounts.get(key);
    if (!found) {
      found = (async () => {
        const network = (await deps.service.networks())[chainId];
        if (!network) throw new FrameRequestError(SMART_ACCOUNTS_UNSUPPORTED);
        return toVisitorSmartAccount({
          client: await client(chainId),
          owner: evmAccount(owner),
          contracts: { factory: network.factory, entryPoint: network.entryPoint },
        });
      })();
      found.catch(() => accounts.delete(key));
      accounts.set(key, found);
    }
    return found;
  }

  async function bundler(chainId: string, owner: EvmKey) {
    const smart = await account(chainId, owner);
    const node = await client(chainId);
    return createBundlerClient({
      account: smart,
      client: smart.client,
      transport: custom({ request: deps.service.bundler(chainId) }),
      pollingInterval: pollMs,
      userOperation: {
        // Fees as the bundler asks for them, so it accepts the operation.
        async estimateFeesPerGas({ bundlerClient }) {
          const prices = (await bundlerClient.request({
            method: 'pimlico_getUserOperationGasPrice' as never,
            params: [] as never,
          })) as { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } } | null;
          if (!prices) return node.estimateFeesPerGas();
          return {
            maxFeePerGas: BigInt(prices.fast.maxFeePerGas),
            maxPriorityFeePerGas: BigInt(prices.fast.maxPriorityFeePerGas),
          };
        },
      },
    });
  }

  async function sendOperation(chainId: string, owner: EvmKey, calls: ReturnType<typeof callsOf>) {
    const client = await bundler(chainId, owner);
    const userOpHash = await client.sendUserOperation({ calls });
    return { client, userOpHash };
  }

  return {
    ...choice,
    /** The smart account's address on the network, without deploying it. */
    async address(chainId: string, owner: EvmKey): Promise<Address> {
      return (await account(chainId, owner)).getAddress();
    },
    async deployed(chainId: string, owner: EvmKey): Promise<boolean> {
      return (await account(chainId, owner)).isDeployed();
    },
    /** Signs or sends for the smart account; the visitor has already approved. */
    async rpc(chainId: string, owner: EvmKey, method: string, params: unknown[]) {
      switch (method) {
        case 'personal_sign': {
          const message = params[0];
          if (typeof message !== 'string' || !isHex(message)) {
            throw new Error('personal_sign needs a hex message');
          }
          return this.signed(chainId, owner, (smart) =>
            smart.signMessage({ message: { raw: message } }),
          );
        }
        case 'eth_signTypedData_v4': {
          const parsed = (typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]) as
            (TypedDataDefinition & { types: Record<string, unknown> }) | undefined;
          if (!parsed) throw new Error('eth_signTypedData_v4 needs typed data');
          const { EIP712Domain: _domain, ...types } = parsed.types;
          return this.signed(chainId, owner, (smart) =>
            smart.signTypedData({ ...parsed, types } as TypedDataDefinition),
          );
        }
        case 'eth_sendTransaction': {
          const { client, userOpHash } = await sendOperation(chainId, owner, callsOf([params[0]]));
          const receipt = await client.waitForUserOperationReceipt({ hash: userOpHash });
          return receipt.receipt.transactionHash;
        }
        case 'wallet_sendCalls': {
          const { calls } = (params[0] ?? {}) as { calls?: unknown[] };
          if (!Array.isArray(calls) || calls.length === 0) {
            throw new Error('wallet_sendCalls needs calls');
          }
          // All calls go in one user operation: they land together or not at all.
          const { userOpHash } = await sendOperation(chainId, owner, callsOf(calls));
          operations.set(userOpHash, { chainId, userOpHash });
          return { id: userOpHash };
        }
        default:
          throw new Error('Requested RPC call is not allowed');
      }
    },
    /**
     * An owner signature the account vouches for (ERC-1271); viem's smart account wraps it with
     * the factory call (ERC-6492) until the account exists, so a verifier can deploy it first.
     */
    async signed(
      chainId: string,
      owner: EvmKey,
      sign: (smart: SmartAccount) => Promise<Hex>,
    ): Promise<Hex> {
      return sign(await account(chainId, owner));
    },
    /**
     * Wallet reads about the smart account (EIP-5792 capabilities and calls status, EIP-7811
     * assets); undefined when the question is not about it: another address, a batch it did not
     * send, or (with no address given) the EOA in use.
     */
    async walletRead(
      chainId: string,
      owner: EvmKey,
      inUse: boolean,
      method: string,
      params: unknown[],
    ) {
      const about = async (asked: unknown) => {
        if (!(await enabled(chainId))) return false;
        if (typeof asked !== 'string') return inUse;
        return isAddressEqual(asked as Address, await this.address(chainId, owner));
      };
      if (method === 'wallet_getAssets') {
        const { account: asked } = (params[0] ?? {}) as { account?: unknown };
        if (!(await about(asked))) return undefined;
        const node = await client(chainId);
        const balance = await node.getBalance({ address: await this.address(chainId, owner) });
        return {
          [hexChainId(chainId)]: [
            {
              address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
              balance: `0x${balance.toString(16)}`,
              type: 'native',
              metadata: {},
            },
          ],
        };
      }
      if (method === 'wallet_getCapabilities') {
        if (!(await about(params[0]))) return undefined;
        const asked = Array.isArray(params[1]) ? params[1].map(String) : [hexChainId(chainId)];
        const networks = await deps.service.networks();
        const enabledHex = new Set(Object.keys(networks).map(hexChainId));
        // A smart account's batch is one user operation: all calls land or none does.
        return Object.fromEntries(
          asked.map((chain) => [
            chain,
            { atomic: { status: enabledHex.has(chain) ? 'supported' : 'unsupported' } },
          ]),
        );
      }
      if (method === 'wallet_getCallsStatus') {
        const id = String(params[0] ?? '');
        const sent = operations.get(id);
        if (!sent) return undefined;
        const request = deps.service.bundler(sent.chainId);
        const receipt = (await request({
          method: 'eth_getUserOperationReceipt' as never,
          params: [sent.userOpHash] as never,
        })) as {
          success: boolean;
          receipt: {
            logs: unknown[];
            status: Hex | 'success' | 'reverted';
            blockHash: Hex;
            blockNumber: Hex;
            gasUsed: Hex;
            transactionHash: Hex;
          };
        } | null;
        const status = !receipt ? PENDING : receipt.success ? CONFIRMED : REVERTED;
        return {
          version: '2.0.0',
          id,
          chainId: hexChainId(sent.chainId),
          status,
          atomic: true,
          receipts: receipt
            ? [
                {
                  logs: receipt.receipt.logs,
                  status: receipt.success ? '0x1' : '0x0',
                  blockHash: receipt.receipt.blockHash,
                  blockNumber: receipt.receipt.blockNumber,
                  gasUsed: receipt.receipt.gasUsed,
                  transactionHash: receipt.receipt.transactionHash,
                },
              ]
            : [],
        };
      }
      return undefined;
    },
    knowsBatch(id: string): boolean {
      return operations.has(id);
    },
  };
}

export type SmartAccountWallet = ReturnType<typeof createSmartAccountWallet>;
