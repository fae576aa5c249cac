/** EIP-1193 / EIP-1474 provider errors, shaped like the ones real wallets throw. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ProviderRpcError';
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.');
export const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account has not been authorized by the user.');
export const unrecognizedChain = (chainId: string) =>
  new ProviderRpcError(4902, `Unrecognized chain ID "${chainId}". Try adding the chain first.`);
export const invalidParams = (message: string) => new ProviderRpcError(-32602, message);
