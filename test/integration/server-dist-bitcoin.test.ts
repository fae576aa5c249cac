/**
 * The built server checks Bitcoin sign-ins with the library it bundles (`bip322-js` with the
 * JavaScript implementation of each `secp256k1` it uses, server/scripts/pure-js-secp256k1.ts):
 * every address type a wallet signs with is accepted from its own key and refused from another.
 * The unit tests check the same on the sources, where the libraries come from node_modules.
 */
import type { CaipNetworkId, SiwxSession } from '@wallet-kit/schemas';
import { createBip122Signer, type Bip122AddressType } from '@wallet-kit/local-stack/family-signers';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createNonceStore } from '../../server/src/nonce-store.js';
import { familySignIn } from '../../server/src/testing/family-sign-in.js';
import { DOMAIN } from '../../server/src/testing/solana-sign-in.js';

/**
 * The build, not the sources the integration project's alias points at; imported by a path the
 * type check does not follow, so the check needs no build.
 */
const BUILT_SERVER = new URL('../../server/dist/index.js', import.meta.url).href;
const { verifySiwxSession } = (await import(
  BUILT_SERVER
)) as typeof import('../../server/src/verify.js');

const BITCOIN: CaipNetworkId = 'bip122:000000000019d6689c085ae165831e93';
const TYPES: Bip122AddressType[] = ['p2wpkh', 'p2tr', 'p2pkh', 'p2sh-p2wpkh'];

describe.each(TYPES)('the built server and a %s Bitcoin address', (addressType) => {
  const nonces = createNonceStore();
  const options = {
    domain: DOMAIN,
    consumeNonce: (nonce: string) => nonces.consume(nonce, 'visitor'),
    chains: [BITCOIN],
  };
  const signIn = () =>
    familySignIn(createBip122Signer({ addressType }), BITCOIN, { nonce: nonces.issue('visitor') });

  it('accepts a sign-in signed by the address', async () => {
    const session = await signIn();
    await expect(verifySiwxSession(session, options)).resolves.toEqual(session);
  });

  it("refuses the same message with another key's signature", async () => {
    const session = await signIn();
    const other = createBip122Signer({ addressType, seed: 'another bitcoin key' });
    const forged: SiwxSession = { ...session, signature: other.signMessage(session.message) };
    await expect(verifySiwxSession(forged, options)).rejects.toThrow('Invalid signature');
  });
});

it("the package's entry leaves BIP-322 out: its bundled libraries load at the first Bitcoin sign-in", () => {
  const entry = readFileSync(new URL(BUILT_SERVER), 'utf8');
  // The tag every BIP-322 message hash starts with, in bip322-js.
  expect(entry).not.toContain('BIP0322-signed-message');
  expect(entry.length).toBeLessThan(200_000);
});
