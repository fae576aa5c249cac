/**
 * The optional balance and send methods of `ChainAdapter` for a combined adapter
 * (`combine-adapters.ts`). Sends and fee estimates must go through the wallet the visitor is
 * connected with; chain reads (token balances, names) may use any member that can do them,
 * since they never touch the wallet. A method no member has stays absent, so the kit still
 * reports "Unsupported chain" for it. Transfers through another connector's provider come from
 * the member whose chain code offers them, and so does contract-call encoding.
 */
import type { ChainAdapter } from './types.js';

type WalletMethods = Pick<
  ChainAdapter,
  | 'getTokenBalances'
  | 'sendNative'
  | 'sendToken'
  | 'estimateFee'
  | 'resolveName'
  | 'reverseName'
  | 'nameText'
  | 'transfersThrough'
  | 'encodeFunctionCall'
>;

export function combineWalletMethods(
  members: readonly ChainAdapter[],
  current: () => ChainAdapter,
): WalletMethods {
  type Call = (params: never) => Promise<unknown>;
  const has = (key: keyof WalletMethods) => members.some((member) => member[key]);
  const callOn = (member: ChainAdapter, key: keyof WalletMethods, params: never) =>
    (member[key] as Call).call(member, params);
  const reader = <K extends 'getTokenBalances' | 'resolveName' | 'reverseName' | 'nameText'>(
    key: K,
  ) =>
    has(key)
      ? (((params: never) => {
          const owner = current()[key] ? current() : members.find((member) => member[key])!;
          return callOn(owner, key, params);
        }) as NonNullable<ChainAdapter[K]>)
      : undefined;
  const walletCall = <K extends 'sendNative' | 'sendToken' | 'estimateFee'>(key: K) =>
    has(key)
      ? (((params: never) => {
          const active = current();
          if (!active[key]) return Promise.reject(new Error('Unsupported chain'));
          return callOn(active, key, params);
        }) as NonNullable<ChainAdapter[K]>)
      : undefined;
  const methods: WalletMethods = {};
  const getTokenBalances = reader('getTokenBalances');
  const resolveName = reader('resolveName');
  const sendNative = walletCall('sendNative');
  const sendToken = walletCall('sendToken');
  const estimateFee = walletCall('estimateFee');
  if (getTokenBalances) methods.getTokenBalances = getTokenBalances;
  if (resolveName) methods.resolveName = resolveName;
  const reverseName = reader('reverseName');
  if (reverseName) methods.reverseName = reverseName;
  const nameText = reader('nameText');
  if (nameText) methods.nameText = nameText;
  if (sendNative) methods.sendNative = sendNative;
  if (sendToken) methods.sendToken = sendToken;
  if (estimateFee) methods.estimateFee = estimateFee;
  // Transfer code signed through another provider is chain code, the same in every member.
  const transfers = members.find((member) => member.transfersThrough);
  if (transfers) {
    methods.transfersThrough = (provider, account) =>
      transfers.transfersThrough!(provider, account);
  }
  const encoder = members.find((member) => member.encodeFunctionCall);
  if (encoder) methods.encodeFunctionCall = (call) => encoder.encodeFunctionCall!(call);
  return methods;
}
