/**
 * The review of one request for the approval panel, with its decoders fetched on demand: the
 * request description, the network's name, and for an EVM request the app's ABI check and the
 * token reader. Nothing here is part of the frame's first load; a Solana request fetches no
 * EVM decoding and an EVM request no Solana decoding (describe-request.ts).
 */
import type { RequestDescription } from './approval-description.js';

export interface ApprovalContext {
  chain: string;
  from: string;
  rpcUrl: string | undefined;
  family: 'eip155' | 'solana';
  /** What the kit adds for the panel: the call's ABI, its name for the network. */
  hints: { abi?: unknown; network?: unknown };
}

export async function describeApproval(
  method: string,
  params: unknown,
  { chain, from, rpcUrl, family, hints }: ApprovalContext,
): Promise<RequestDescription> {
  const [{ describeRequest }, { namedNetwork }] = await Promise.all([
    import('./describe-request.js'),
    import('./network-name.js'),
  ]);
  if (family === 'solana') {
    return describeRequest(method, params, {
      network: namedNetwork(chain, hints.network),
      from,
      readToken: async () => undefined,
    });
  }
  const [{ tokenReader }, { readCallAbi }] = await Promise.all([
    import('./token-info.js'),
    import('./call-abi.js'),
  ]);
  return describeRequest(method, params, {
    network: namedNetwork(chain, hints.network),
    from,
    readToken: tokenReader(rpcUrl),
    callAbi: readCallAbi(hints.abi),
  });
}
