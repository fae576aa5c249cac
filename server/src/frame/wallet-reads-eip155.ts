/**
 * The questions a host page asks about the wallet itself rather than the chain: what it can do
 * (EIP-5792 capabilities), how a batch it sent is going (EIP-5792 calls status) and what it
 * holds (EIP-7811 assets, the native coin). No key is used and no approval is asked: nothing is
 * signed. Transaction receipts and balances come from the network's node, in its own hex form.
 */
import { isAddressEqual, type Address } from 'viem';
import { FrameRequestError } from './frame-request-error.js';
import { sentBatch } from './sent-batches.js';

interface Networks {
  /** The network the frame is on now (CAIP-2, e.g. eip155:31337). */
  chainId: string;
  /** The node of each network the wallet service lists, by CAIP-2 id. */
  rpcUrls: Record<string, string>;
}

/** EIP-5792 status codes of a batch. */
const PENDING = 100;
const CONFIRMED = 200;
const REVERTED = 500;
const PARTLY_REVERTED = 600;
/** EIP-5792: the batch id is not one this wallet sent. */
const UNKNOWN_BUNDLE = 5730;
/** EIP-1193: the account asked about is not this wallet's. */
const UNAUTHORIZED = 4100;
/** EIP-7811 names the native coin by this address. */
const NATIVE_ASSET = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

interface RpcReceipt {
  status: `0x${string}`;
  logs: unknown[];
  blockHash: string;
  blockNumber: string;
  gasUsed: string;
  transactionHash: string;
}

const hexChainId = (caip2: string) => `0x${BigInt(caip2.split(':')[1] ?? '0').toString(16)}`;

async function nodeCall<T>(rpcUrl: string | undefined, method: string, params: unknown[]) {
  if (!rpcUrl) throw new FrameRequestError('Network Not Found');
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message?: string } };
  if (body.error) throw new FrameRequestError(body.error.message ?? 'RPC error');
  return body.result as T;
}

function requireOwnAddress(own: Address, asked: unknown) {
  if (typeof asked === 'string' && !isAddressEqual(own, asked as Address)) {
    throw new FrameRequestError('This wallet answers only for its own account', UNAUTHORIZED);
  }
}

/**
 * Pending while a sent call has no receipt; then confirmed when every call landed, reverted when
 * none did, partly reverted otherwise (a reverted call, or calls left unsent after one failed).
 */
function batchStatus(receipts: (RpcReceipt | null)[], unsent: number): number {
  if (receipts.some((receipt) => receipt === null)) return PENDING;
  const failed = receipts.filter((receipt) => receipt!.status !== '0x1').length + unsent;
  if (failed === 0) return CONFIRMED;
  return failed === receipts.length + unsent ? REVERTED : PARTLY_REVERTED;
}

export async function eip155WalletRead(
  address: Address,
  networks: Networks,
  request: { method: string; params: unknown },
): Promise<unknown> {
  const params = Array.isArray(request.params) ? request.params : [];
  switch (request.method) {
    case 'wallet_getCapabilities': {
      requireOwnAddress(address, params[0]);
      const asked = Array.isArray(params[1])
        ? params[1].map(String)
        : [hexChainId(networks.chainId)];
      // Calls are sent one after another, so no batch is all-or-nothing.
      return Object.fromEntries(
        asked.map((chain) => [chain, { atomic: { status: 'unsupported' } }]),
      );
    }
    case 'wallet_getCallsStatus': {
      const id = String(params[0] ?? '');
      const batch = sentBatch(id);
      if (!batch) throw new FrameRequestError('Unknown bundle id', UNKNOWN_BUNDLE);
      const receipts = await Promise.all(
        batch.hashes.map((hash) =>
          nodeCall<RpcReceipt | null>(
            networks.rpcUrls[batch.chainId],
            'eth_getTransactionReceipt',
            [hash],
          ),
        ),
      );
      const status = batchStatus(receipts, batch.unsent);
      return {
        version: '2.0.0',
        id,
        chainId: hexChainId(batch.chainId),
        status,
        atomic: false,
        receipts: receipts
          .filter((receipt): receipt is RpcReceipt => receipt !== null)
          .map(
            ({
              logs,
              status: receiptStatus,
              blockHash,
              blockNumber,
              gasUsed,
              transactionHash,
            }) => ({
              logs,
              status: receiptStatus,
              blockHash,
              blockNumber,
              gasUsed,
              transactionHash,
            }),
          ),
      };
    }
    case 'wallet_getAssets': {
      const { account } = (params[0] ?? {}) as { account?: unknown };
      requireOwnAddress(address, account);
      const balance = await nodeCall<string>(networks.rpcUrls[networks.chainId], 'eth_getBalance', [
        address,
        'latest',
      ]);
      return {
        [hexChainId(networks.chainId)]: [
          { address: NATIVE_ASSET, balance, type: 'native', metadata: {} },
        ],
      };
    }
    default:
      throw new FrameRequestError(`${request.method} is not a wallet read`);
  }
}
