/**
 * What a connected wallet can do for the host app beyond connecting: the calls an adapter
 * offers through `ChainAdapter.walletCalls()`. Chain-free shapes only (hex strings, bigints,
 * serialized transaction bytes), so the core needs no chain library. A method left out means
 * the connected wallet cannot do it; the kit then says so instead of guessing.
 */

export type Hex = `0x${string}`;

/** EIP-712 typed data, as `eth_signTypedData_v4` takes it. */
export interface TypedData {
  domain: Record<string, unknown>;
  types: Record<string, readonly { name: string; type: string }[]>;
  primaryType: string;
  message: Record<string, unknown>;
}

/** One eip155 transaction or call; `value` in wei. */
export interface Eip155Call {
  to: string;
  value?: bigint;
  data?: Hex;
}

export interface Eip155TransactionParams extends Eip155Call {
  gas?: bigint;
}

/**
 * What the kit knows of a transaction beyond its bytes, for a wallet that shows calls decoded
 * (the embedded wallet's approval panel): the ABI fragments of the function a `writeContract`
 * calls. Other wallets ignore it; it never enters the transaction.
 */
export interface CallDescription {
  functionAbi?: readonly unknown[];
}

/**
 * A call of any contract function, named by the function's ABI: the shape viem's
 * `encodeFunctionData` takes (an ABI array, the function's name, its arguments in order).
 */
export interface ContractFunctionCall {
  abi: readonly unknown[];
  functionName: string;
  args?: readonly unknown[];
}

/** A contract write for the host app: the function call, the contract, and wei for a payable one. */
export interface ContractWriteParams extends ContractFunctionCall {
  address: string;
  value?: bigint;
  /** The gas limit; the wallet (or the node) estimates one when absent. */
  gas?: bigint;
}

/** An ERC-20 `transfer(to, amount)`; `amount` in the token's smallest unit. */
export interface TokenTransferParams {
  token: string;
  to: string;
  amount: bigint;
}

/** EIP-5792 capabilities, per hex chain id, as the wallet reports them. */
export type WalletCapabilities = Record<string, Record<string, unknown>>;

export interface SendCallsParams {
  calls: readonly Eip155Call[];
  /** Every call lands or none does; the wallet refuses when it cannot promise that. */
  atomicRequired?: boolean;
  capabilities?: Record<string, unknown>;
}

/** EIP-5792 status codes: 1xx pending, 200 confirmed, 4xx/5xx/6xx failed. */
export interface CallsStatus {
  id: string;
  status: number;
  atomic?: boolean;
  receipts: readonly {
    transactionHash: Hex;
    status: Hex;
    blockNumber: Hex;
    gasUsed: Hex;
  }[];
}

/** Options of a Solana sign-and-send, passed to the wallet (or to the RPC when it only signs). */
export interface SolanaSendOptions {
  skipPreflight?: boolean;
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  maxRetries?: number;
  minContextSlot?: number;
}

/**
 * The connected wallet's calls. eip155 adapters offer the first group, solana adapters the
 * second; every signature and id is returned as the family shows it (hex for eip155, base58
 * for Solana signatures).
 */
export interface WalletCalls {
  signTypedData?(typedData: TypedData): Promise<Hex>;
  sendTransaction?(
    transaction: Eip155TransactionParams,
    description?: CallDescription,
  ): Promise<Hex>;
  /** ERC-20 transfer through the wallet: the write-contract call every token send needs. */
  writeContract?(transfer: TokenTransferParams): Promise<Hex>;
  /** Throws an unsupported error when the wallet does not implement EIP-5792. */
  getCapabilities?(): Promise<WalletCapabilities>;
  sendCalls?(params: SendCallsParams): Promise<{ id: string }>;
  getCallsStatus?(id: string): Promise<CallsStatus>;

  /** Solana: the serialized transaction, signed by the wallet. */
  signTransaction?(transaction: Uint8Array): Promise<Uint8Array>;
  /** Solana: several transactions in one wallet prompt, in order. */
  signAllTransactions?(transactions: readonly Uint8Array[]): Promise<Uint8Array[]>;
  /** Solana: resolves with the base58 transaction signature. */
  signAndSendTransaction?(transaction: Uint8Array, options?: SolanaSendOptions): Promise<string>;
}

/**
 * The request channel of the eip155 wallet calls (eip1193-calls.ts). `description` is passed
 * only to channels that show it (the embedded wallet); an EIP-1193 provider never sees it.
 */
export type Eip1193Request = (
  method: string,
  params: readonly unknown[],
  description?: CallDescription,
) => Promise<unknown>;

export interface Eip1193Account {
  /** The connected account, sender of every call. */
  from: string;
  /** The chain id (decimal) the wallet is on now. */
  chainId: number;
}

export interface Eip1193CallsOptions {
  /** Read at each call, so a call follows the wallet's current account and network. */
  account(): Promise<Eip1193Account>;
  /**
   * The methods the wallet declared (a WalletConnect session's approved methods); a call whose
   * method is not among them is refused before the wallet is asked. Absent: ask the wallet.
   */
  methods?: readonly string[];
  /**
   * Asks the node what the transaction would cost before the wallet prompts, so a transfer
   * that would revert (or cannot be paid) fails with the node's reason instead of a mined
   * failure. Absent: the wallet estimates, as it must anyway.
   */
  estimateGas?(transaction: Record<string, string>): Promise<unknown>;
}

/** The calls every EIP-1193 channel offers. */
export type Eip1193WalletCalls = Required<
  Pick<
    WalletCalls,
    | 'signTypedData'
    | 'sendTransaction'
    | 'writeContract'
    | 'getCapabilities'
    | 'sendCalls'
    | 'getCallsStatus'
  >
>;
