/**
 * Checks a Sign In With Farcaster message with `@farcaster/auth-client`: the message is a
 * well-formed SIWF message for the expected domain and nonce, its signature is the signer's,
 * and the signer is the custody address of the fid it names in the IdRegistry read through the
 * configured Optimism node. Auth addresses (app keys) are not accepted: only the custody key.
 */
import { createAppClient, viemConnector, type AppClient } from '@farcaster/auth-client';
import type { FarcasterConfig } from './farcaster-config.js';

export function farcasterAppClient(config: FarcasterConfig): AppClient {
  return createAppClient({
    relay: config.relayUrl,
    ethereum: viemConnector({ rpcUrl: config.rpcUrl }),
  });
}

class FarcasterVerifyError extends Error {
  override readonly name = 'FarcasterVerifyError';
}

/** The fid that signed the message, or a FarcasterVerifyError saying why it does not count. */
export async function verifyFarcasterSignIn(
  client: AppClient,
  expected: { domain: string; nonce: string },
  signed: { message: string; signature: string },
): Promise<{ fid: number }> {
  if (!/^0x[0-9a-fA-F]+$/.test(signed.signature)) {
    throw new FarcasterVerifyError('The signature is malformed');
  }
  let answer: Awaited<ReturnType<AppClient['verifySignInMessage']>>;
  try {
    answer = await client.verifySignInMessage({
      domain: expected.domain,
      nonce: expected.nonce,
      message: signed.message,
      signature: signed.signature as `0x${string}`,
      acceptAuthAddress: false,
    });
  } catch (error) {
    throw new FarcasterVerifyError((error as Error).message);
  }
  if (answer.isError) throw new FarcasterVerifyError(answer.error?.message ?? 'Not verified');
  if (!answer.success) throw new FarcasterVerifyError('The signature does not match');
  return { fid: answer.fid };
}
