/**
 * The messages only the kit's actions give (fetched on use, actions.ts); the others are in
 * errors.ts, in the first load.
 */

/** "Failed to disconnect chain {ns}: {message}". */
export function failedToDisconnectChain(namespace: string, message: string): string {
  return `Failed to disconnect chain ${namespace}: ${message}`;
}

/** "{wallet} does not support {network}": asked of a wallet with no account in that family. */
export function walletCannotServe(walletName: string, networkName: string): string {
  return `${walletName} does not support ${networkName}`;
}
