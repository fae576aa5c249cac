/**
 * Test support: a scripted adapter that can also read token balances, send and estimate
 * fees (the optional balance and send methods of `ChainAdapter`). Answers are decided by the test.
 */
import { ScriptedAdapter } from '../../testing/test-support.js';
import type { ChainNamespace } from '../../types.js';
import type { FeeEstimate, TokenBalance, TokenBalancesParams } from '../../wallet-types.js';

export class SendingAdapter extends ScriptedAdapter {
  readonly sends: { kind: 'native' | 'token'; token?: string; to: string; amount: string }[] = [];
  tokenBalances: (params: TokenBalancesParams) => Promise<TokenBalance[]> = async () => [];
  sendResult: () => Promise<string> = async () => `0x${'ab'.repeat(32)}`;
  fee: FeeEstimate = { fee: '0.000021', symbol: 'ETH' };
  names = new Map<string, string>();

  constructor(
    namespace: ChainNamespace = 'eip155',
    options: ConstructorParameters<typeof ScriptedAdapter>[1] = {},
  ) {
    super(namespace, options);
  }
  getTokenBalances(params: TokenBalancesParams) {
    this.calls.push(`${this.namespace}.getTokenBalances`);
    return this.tokenBalances(params);
  }
  async sendNative(params: { to: string; amount: string }) {
    this.sends.push({ kind: 'native', ...params });
    return this.sendResult();
  }
  async sendToken(params: { token: string; to: string; amount: string }) {
    this.sends.push({ kind: 'token', ...params });
    return this.sendResult();
  }
  async estimateFee() {
    return this.fee;
  }
  async resolveName(params: { name: string }) {
    return this.names.get(params.name);
  }
}
