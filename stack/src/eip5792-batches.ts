/**
 * EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) for the test and
 * demo wallets. anvil answers these with "Method not found", so a batch is sent as one
 * transaction per call, in order, and its status is read from the receipts. Such a wallet
 * cannot make a batch atomic: its capabilities say so, and a batch that requires atomicity is
 * refused with 5760, as the standard asks. Browser-safe: the Demo Wallet runs it in the page.
 */

/** Sends one JSON-RPC request to the wallet's current node. */
export type NodeRequest = (method: string, params: unknown[]) => Promise<unknown>;

interface Receipt {
  transactionHash: string;
  status: string;
  blockNumber: string;
  gasUsed: string;
}

/** A wallet error as EIP-1193 providers throw it: an `Error` with the numeric `code`. */
const walletError = (code: number, message: string) => Object.assign(new Error(message), { code });

/** The EIP-5792 methods this module answers; every other method is the wallet's own. */
export const EIP5792_METHODS = [
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const;

export function createSequentialBatches(node: NodeRequest) {
  const batches = new Map<string, string[]>();

  async function send(request: unknown): Promise<{ id: string }> {
    const { from, calls, atomicRequired } = (request ?? {}) as {
      from?: string;
      calls?: { to?: string; value?: string; data?: string }[];
      atomicRequired?: boolean;
    };
    if (!Array.isArray(calls) || calls.length === 0) throw walletError(-32602, 'Expected calls');
    if (atomicRequired) throw walletError(5760, 'Atomicity not supported');
    const hashes: string[] = [];
    for (const call of calls) {
      hashes.push((await node('eth_sendTransaction', [{ from, ...call }])) as string);
    }
    const id = `0x${crypto.randomUUID().replaceAll('-', '')}`;
    batches.set(id, hashes);
    return { id };
  }

  async function status(id: unknown) {
    const hashes = typeof id === 'string' ? batches.get(id) : undefined;
    if (!hashes) throw walletError(5730, 'Unknown bundle id');
    const receipts = (await Promise.all(
      hashes.map((hash) => node('eth_getTransactionReceipt', [hash])),
    )) as (Receipt | null)[];
    const landed = receipts.filter((receipt): receipt is Receipt => receipt !== null);
    const failed = landed.filter((receipt) => receipt.status !== '0x1').length;
    // 100 pending, 200 confirmed, 500 all reverted, 600 some reverted (EIP-5792 codes).
    const code =
      landed.length < hashes.length
        ? 100
        : failed === 0
          ? 200
          : failed === landed.length
            ? 500
            : 600;
    return {
      version: '2.0.0',
      id,
      status: code,
      atomic: false,
      receipts: landed.map(({ transactionHash, status, blockNumber, gasUsed }) => ({
        transactionHash,
        status,
        blockNumber,
        gasUsed,
        logs: [],
      })),
    };
  }

  /** Answers one EIP-5792 request (`method` from `EIP5792_METHODS`). */
  return function request(method: string, params: unknown[], currentChainHex: string) {
    switch (method) {
      case 'wallet_getCapabilities': {
        const asked = Array.isArray(params[1]) ? (params[1] as string[]) : [currentChainHex];
        return Promise.resolve(
          Object.fromEntries(asked.map((id) => [id, { atomic: { status: 'unsupported' } }])),
        );
      }
      case 'wallet_sendCalls':
        return send(params[0]);
      case 'wallet_getCallsStatus':
        return status(params[0]);
      default:
        return Promise.reject(walletError(4200, `Unsupported method ${method}`));
    }
  };
}
