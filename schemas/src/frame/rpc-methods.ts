/**
 * The JSON-RPC methods an embedded-wallet account answers. Safe reads go straight to the
 * network's node; every signing or sending method is shown to the visitor inside the wallet
 * frame, which asks for approval; any other method is refused.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBalance',
  'eth_call',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getLogs',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_estimateGas',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const;

export const APPROVAL_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const;

/**
 * The safe methods that ask about the wallet rather than the chain (its capabilities, the
 * batches it sent, its assets): the frame answers them, with no approval; the network's node
 * does not know them.
 */
export const WALLET_READ_RPC_METHODS = [
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const satisfies readonly (typeof SAFE_RPC_METHODS)[number][];

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number];
export type WalletReadRpcMethod = (typeof WALLET_READ_RPC_METHODS)[number];
export type ApprovalRpcMethod = (typeof APPROVAL_RPC_METHODS)[number];

const SAFE = new Set<string>(SAFE_RPC_METHODS);
const APPROVAL = new Set<string>(APPROVAL_RPC_METHODS);
const WALLET_READ = new Set<string>(WALLET_READ_RPC_METHODS);

export const isSafeRpcMethod = (method: string): method is SafeRpcMethod => SAFE.has(method);
export const isWalletReadRpcMethod = (method: string): method is WalletReadRpcMethod =>
  WALLET_READ.has(method);
export const isApprovalRpcMethod = (method: string): method is ApprovalRpcMethod =>
  APPROVAL.has(method);

/** The refusal of a method that is in neither list; the kit shows it as "Action not allowed". */
export const RPC_NOT_ALLOWED = 'Requested RPC call is not allowed';
