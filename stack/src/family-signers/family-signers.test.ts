import { isAddressOfChain } from '@wallet-kit/schemas';
import { describe, expect, it } from 'vitest';
import {
  BITCOIN_MAINNET,
  BITCOIN_TESTNET,
  createBip122Signer,
  createCosmosSigner,
  createPolkadotSigner,
} from './index.js';

describe('family signers', () => {
  it('the same seed always gives the same keys and addresses', async () => {
    expect(createBip122Signer({ seed: 's' }).address).toBe(
      createBip122Signer({ seed: 's' }).address,
    );
    expect((await createPolkadotSigner({ seed: 's' })).address).toBe(
      (await createPolkadotSigner({ seed: 's' })).address,
    );
    expect((await createCosmosSigner({ seed: 's' })).address).toBe(
      (await createCosmosSigner({ seed: 's' })).address,
    );
    expect(createBip122Signer({ seed: 's' }).address).not.toBe(
      createBip122Signer({ seed: 't' }).address,
    );
  });

  it("a Bitcoin signer's address is one of its network, of the asked type", () => {
    for (const addressType of ['p2wpkh', 'p2tr', 'p2pkh', 'p2sh-p2wpkh'] as const) {
      const mainnet = createBip122Signer({ addressType });
      const testnet = createBip122Signer({ addressType, chainId: BITCOIN_TESTNET });
      expect(isAddressOfChain(mainnet.address, BITCOIN_MAINNET), addressType).toBe(true);
      expect(isAddressOfChain(testnet.address, BITCOIN_TESTNET), addressType).toBe(true);
      expect(isAddressOfChain(testnet.address, BITCOIN_MAINNET), addressType).toBe(false);
    }
  });

  it('a Polkadot signer shows its key under the asked SS58 prefix, a Cosmos one under the asked bech32 prefix', async () => {
    const polkadot = await createPolkadotSigner();
    const westend = await createPolkadotSigner({ ss58Format: 42 });
    expect(polkadot.publicKey).toBe(westend.publicKey);
    expect(polkadot.address).toMatch(/^1/);
    expect(westend.address).toMatch(/^5/);
    expect((await createCosmosSigner({ prefix: 'osmo' })).address).toMatch(/^osmo1/);
    expect(isAddressOfChain((await createCosmosSigner()).address, 'cosmos:cosmoshub-4')).toBe(true);
  });

  it('signatures have each family form: base64, 64-byte hex, StdSignature JSON', async () => {
    expect(createBip122Signer().signMessage('m')).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect((await createPolkadotSigner()).signMessage('m')).toMatch(/^0x[0-9a-f]{128}$/);
    const cosmos = JSON.parse(await (await createCosmosSigner()).signMessage('m')) as {
      pub_key: { type: string };
      signature: string;
    };
    expect(cosmos.pub_key.type).toBe('tendermint/PubKeySecp256k1');
    expect(Buffer.from(cosmos.signature, 'base64')).toHaveLength(64);
  });
});
