import {
  createBip122Signer,
  createCosmosSigner,
  createPolkadotSigner,
} from '@wallet-kit/local-stack/family-signers';
import type { CaipNetworkId, SiwxSession } from '@wallet-kit/schemas';
import { describe, expect, it } from 'vitest';
import { createNonceStore } from '../nonce-store.js';
import { familySignIn, type MessageSigner } from '../testing/family-sign-in.js';
import { DOMAIN } from '../testing/solana-sign-in.js';
import { verifySiwxSession } from '../verify.js';

const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e';
const COSMOS_HUB = 'cosmos:cosmoshub-4';
const OSMOSIS = 'cosmos:osmosis-1';
const VISITOR = 'visitor-1';

/** A server accepting the three families' chains, with its nonces. */
function server(
  chains: CaipNetworkId[] = [BITCOIN, BITCOIN_TESTNET, POLKADOT, WESTEND, COSMOS_HUB, OSMOSIS],
) {
  const nonces = createNonceStore();
  return {
    options: {
      domain: DOMAIN,
      consumeNonce: (nonce: string) => nonces.consume(nonce, VISITOR),
      chains,
    },
    nonce: () => nonces.issue(VISITOR),
  };
}

async function signIn(signer: MessageSigner, chainId: CaipNetworkId, domain?: string) {
  const { options, nonce } = server();
  const session = await familySignIn(signer, chainId, {
    nonce: nonce(),
    ...(domain ? { domain } : {}),
  });
  return { options, session };
}

/** The session with another key's signature of the same message. */
async function signedByOther(session: SiwxSession, other: MessageSigner): Promise<SiwxSession> {
  return { ...session, signature: await other.signMessage(session.message) };
}

interface Family {
  name: string;
  chainId: CaipNetworkId;
  signer: () => Promise<MessageSigner>;
  other: () => Promise<MessageSigner>;
}

const FAMILIES: Family[] = [
  {
    name: 'Bitcoin (BIP-322, native segwit)',
    chainId: BITCOIN,
    signer: async () => createBip122Signer(),
    other: async () => createBip122Signer({ seed: 'another bitcoin key' }),
  },
  {
    name: 'Polkadot (sr25519)',
    chainId: POLKADOT,
    signer: () => createPolkadotSigner(),
    other: () => createPolkadotSigner({ seed: 'another polkadot key' }),
  },
  {
    name: 'Cosmos (ADR-036)',
    chainId: COSMOS_HUB,
    signer: () => createCosmosSigner(),
    other: () => createCosmosSigner({ seed: 'another cosmos key' }),
  },
];

describe.each(FAMILIES)('$name sign-in', ({ chainId, signer, other }) => {
  it('accepts a sign-in signed by the account', async () => {
    const { options, session } = await signIn(await signer(), chainId);
    await expect(verifySiwxSession(session, options)).resolves.toEqual(session);
  });

  it("refuses another key's signature of the same message", async () => {
    const { options, session } = await signIn(await signer(), chainId);
    const forged = await signedByOther(session, await other());
    await expect(verifySiwxSession(forged, options)).rejects.toThrow('Invalid signature');
  });

  it('refuses a signature claimed for another address', async () => {
    const claimed = await other();
    const real = await signer();
    const { options, session } = await signIn(
      { address: claimed.address, signMessage: (message) => real.signMessage(message) },
      chainId,
    );
    await expect(verifySiwxSession(session, options)).rejects.toThrow('Invalid signature');
  });

  it('refuses a sign-in for another domain', async () => {
    const { options, session } = await signIn(await signer(), chainId, 'evil.example');
    await expect(verifySiwxSession(session, options)).rejects.toThrow(
      'The message is for evil.example',
    );
  });

  it('refuses a chain the server does not list', async () => {
    const { nonce } = server();
    const session = await familySignIn(await signer(), chainId, { nonce: nonce() });
    const { options } = server([]);
    await expect(verifySiwxSession(session, options)).rejects.toThrow('is not accepted');
  });

  it('refuses a signature that is not of the family form', async () => {
    const { options, session } = await signIn(await signer(), chainId);
    await expect(
      verifySiwxSession({ ...session, signature: 'not a signature' }, options),
    ).rejects.toThrow('Invalid signature');
  });
});

describe('Bitcoin sign-in', () => {
  it('accepts a taproot address (BIP-322 simple) on testnet', async () => {
    const { options, session } = await signIn(
      createBip122Signer({ chainId: BITCOIN_TESTNET, addressType: 'p2tr' }),
      BITCOIN_TESTNET,
    );
    await expect(verifySiwxSession(session, options)).resolves.toEqual(session);
  });

  it('accepts a legacy signmessage signature of a P2PKH address', async () => {
    const signer = createBip122Signer({ addressType: 'p2pkh' });
    const { options, session } = await signIn(signer, BITCOIN);
    expect(Buffer.from(session.signature, 'base64')).toHaveLength(65);
    await expect(verifySiwxSession(session, options)).resolves.toEqual(session);
  });

  it('refuses a testnet address signing in on mainnet', async () => {
    const { options, session } = await signIn(
      createBip122Signer({ chainId: BITCOIN_TESTNET }),
      BITCOIN,
    );
    await expect(verifySiwxSession(session, options)).rejects.toThrow('Invalid signature');
  });
});

describe('Polkadot sign-in', () => {
  it('accepts an ed25519 key on Westend', async () => {
    const signer = await createPolkadotSigner({ type: 'ed25519', ss58Format: 42 });
    const { options, session } = await signIn(signer, WESTEND);
    await expect(verifySiwxSession(session, options)).resolves.toEqual(session);
  });

  it('accepts a wallet that signs the message bytes without the <Bytes> wrapping', async () => {
    const signer = await createPolkadotSigner();
    const { options, session } = await signIn(
      {
        address: signer.address,
        signMessage: (text) => signer.signBytes(new TextEncoder().encode(text)),
      },
      POLKADOT,
    );
    await expect(verifySiwxSession(session, options)).resolves.toEqual(session);
  });
});

describe('Cosmos sign-in', () => {
  it("accepts an Osmosis account with the chain's prefix", async () => {
    const { options, session } = await signIn(
      await createCosmosSigner({ prefix: 'osmo' }),
      OSMOSIS,
    );
    await expect(verifySiwxSession(session, options)).resolves.toEqual(session);
  });

  it("refuses an address whose prefix is not the chain's", async () => {
    const { options, session } = await signIn(
      await createCosmosSigner({ prefix: 'osmo' }),
      COSMOS_HUB,
    );
    await expect(verifySiwxSession(session, options)).rejects.toThrow('Invalid signature');
  });

  it('refuses a signature whose public key is not the address', async () => {
    const signer = await createCosmosSigner();
    const other = await createCosmosSigner({ seed: 'another cosmos key' });
    const { options, session } = await signIn(signer, COSMOS_HUB);
    const signature = JSON.parse(session.signature) as { pub_key: unknown };
    signature.pub_key = (
      JSON.parse(await other.signMessage(session.message)) as { pub_key: unknown }
    ).pub_key;
    await expect(
      verifySiwxSession({ ...session, signature: JSON.stringify(signature) }, options),
    ).rejects.toThrow('Invalid signature');
  });
});
