/**
 * A Bitcoin wallet hands out two kinds of address: a payment one (spending bitcoin) and an
 * ordinals one (taproot, holding inscriptions). The kit keeps both and connects the one of
 * the account type the page asked for, the other when the wallet gave only that.
 */
export type Bip122Purpose = 'payment' | 'ordinals';

export interface Bip122Account {
  address: string;
  purpose: Bip122Purpose;
  /** The key as the wallet gave it (hex), when it did. */
  publicKey?: string;
}

export const REQUESTED_PURPOSES: readonly Bip122Purpose[] = ['payment', 'ordinals'];

/** Taproot addresses (segwit v1: `bc1p…`, `tb1p…`) are where wallets keep ordinals. */
export function isTaprootAddress(address: string): boolean {
  return /^(bc|tb|bcrt)1p/i.test(address);
}

/**
 * The purpose of each address a wallet listed without saying it: the taproot one is for
 * ordinals, the others pay; one address alone serves both.
 */
export function withPurposes(
  listed: readonly { address: string; publicKey?: string; purpose?: string }[],
): Bip122Account[] {
  const taproot = listed.filter((entry) => isTaprootAddress(entry.address));
  const alone = listed.length === 1;
  return listed.map((entry) => {
    const said = entry.purpose === 'payment' || entry.purpose === 'ordinals';
    const purpose: Bip122Purpose = said
      ? (entry.purpose as Bip122Purpose)
      : !alone && taproot.length < listed.length && isTaprootAddress(entry.address)
        ? 'ordinals'
        : 'payment';
    return {
      address: entry.address,
      purpose,
      ...(entry.publicKey ? { publicKey: entry.publicKey } : {}),
    };
  });
}

/** The account the kit connects: the first of the asked purpose, else the first listed. */
export function accountInUse(
  accounts: readonly Bip122Account[],
  purpose: Bip122Purpose,
): Bip122Account | undefined {
  return accounts.find((account) => account.purpose === purpose) ?? accounts[0];
}
