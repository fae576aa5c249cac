/**
 * The kit's reading of the frame messages: everything goes through the frame message schemas
 * of `@wallet-kit/schemas`, shared with the frame, so both sides accept the same messages.
 */
export type FrameInbound =
  | { type: 'ready' }
  | { type: 'logout' }
  | { type: 'success'; id: string; payload: unknown }
  | { type: 'error'; id: string; message: string; code?: number };

export interface FrameUser {
  email?: string | null;
  address: string;
  chainId: string | number;
  accounts?: { address: string; type: string }[];
  userName?: string | null;
  preferredAccountType?: string;
  smartAccountDeployed?: boolean;
}

// Until the frame message schemas are exported by `@wallet-kit/schemas`, the kit reads the
// contract's envelope here (channel, id, type); the schemas' own parse replaces these.
export function parseFrameInbound(data: unknown): FrameInbound | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const m = data as Record<string, unknown>;
  if (m.channel !== 'wallet-kit/frame') return undefined;
  if ((m.type === 'ready' || m.type === 'logout') && !('id' in m)) return { type: m.type };
  if (typeof m.id !== 'string') return undefined;
  if (m.type === 'success') return { type: 'success', id: m.id, payload: m.payload };
  if (m.type === 'error' && typeof m.message === 'string')
    return {
      type: 'error',
      id: m.id,
      message: m.message,
      code: typeof m.code === 'number' ? m.code : undefined,
    };
  return undefined;
}
export function buildFrameRequest(id: string, type: string, payload: unknown): unknown {
  return { channel: 'wallet-kit/frame', id, type, payload };
}
const SAFE = new Set([
  'eth_accounts',
  'eth_chainId',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_getCode',
  'eth_getLogs',
  'eth_gasPrice',
  'eth_estimateGas',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBlockByNumber',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
]);
const UNSAFE = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_sendCalls',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]);
export const isSafeRpcMethod = (method: string) => SAFE.has(method);
export const isApprovalRpcMethod = (method: string) => UNSAFE.has(method);
