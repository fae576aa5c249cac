/**
 * The server-side SIWX helper against a real chain: an EOA's signature (anvil's own
 * personal_sign), a smart-contract account (EIP-1271, a contract deployed on anvil) and a
 * smart account not deployed yet (EIP-6492, a CREATE2 factory deployed on anvil) verify;
 * anything else is refused with the reason.
 */
import { readFileSync } from 'node:fs';
import { SiweMessage } from 'siwe';
import {
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  http,
  serializeErc6492Signature,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient } from 'viem';
import {
  createNonceStore,
  createSiwxHandler,
  verifySiwxSession,
  VISITOR_COOKIE,
  type VerifyOptions,
} from '@wallet-kit/server';
import {
  createSiwxMessageData,
  formatSiwxMessage,
  type SiwxSession,
} from '@wallet-kit/runtime/siwx';
import bs58 from 'bs58';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { deployContract } from '@wallet-kit/local-stack/contracts/deploy';

const ownerWallet = JSON.parse(
  readFileSync(new URL('../fixtures/eip1271/owner-wallet.json', import.meta.url), 'utf8'),
) as { abi: Abi; bytecode: Hex };
const walletFactory = JSON.parse(
  readFileSync(new URL('../fixtures/eip6492/owner-wallet-factory.json', import.meta.url), 'utf8'),
) as { factory: { abi: Abi; bytecode: Hex }; wallet: { abi: Abi; bytecode: Hex } };

let node: AnvilNode;
let chainId: `eip155:${number}`;
const DOMAIN = 'app.example';
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
/** The server's nonces for the one visitor of these tests. */
const nonces = createNonceStore();
const VISITOR = 'test-visitor';
const consumeNonce = (nonce: string) => nonces.consume(nonce, VISITOR);

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  chainId = `eip155:${node.chainId}`;
});
afterAll(() => node?.stop());

const wallet = () => createWalletClient({ transport: http(node.rpcUrl) });
const options = (): VerifyOptions => ({
  rpcUrls: { [chainId]: node.rpcUrl },
  domain: DOMAIN,
  consumeNonce,
});

async function signIn(
  accountAddress: string,
  signer: Address,
  nonce?: string,
): Promise<SiwxSession> {
  const data = createSiwxMessageData({
    chainId,
    accountAddress,
    domain: DOMAIN,
    uri: `https://${DOMAIN}`,
    statement: 'Sign in to the test app',
    expiresInSeconds: 600,
    nonce: nonce ?? nonces.issue(VISITOR),
  });
  const message = formatSiwxMessage(data);
  // anvil answers personal_sign for its unlocked dev accounts: a real wallet-side signature.
  const signature = await wallet().signMessage({ account: signer, message });
  return { data, message, signature };
}

describe('SIWX verification on a local chain', () => {
  it('an EOA signature verifies, and the message parses with the siwe package', async () => {
    const session = await signIn(ANVIL_ACCOUNTS[0].address, ANVIL_ACCOUNTS[0].address);
    await expect(verifySiwxSession(session, options())).resolves.toEqual(session);
    expect(new SiweMessage(session.message).chainId).toBe(31337);
  });

  it('a signature by another account is refused', async () => {
    const session = await signIn(ANVIL_ACCOUNTS[0].address, ANVIL_ACCOUNTS[1].address);
    await expect(verifySiwxSession(session, options())).rejects.toThrow('Invalid signature');
  });

  it('a message edited after signing is refused', async () => {
    const session = await signIn(ANVIL_ACCOUNTS[0].address, ANVIL_ACCOUNTS[0].address);
    const forged = {
      ...session,
      data: { ...session.data, expirationTime: '2099-01-01T00:00:00.000Z' },
    };
    await expect(verifySiwxSession(forged, options())).rejects.toThrow('does not match its fields');
  });

  it('a message for another domain is refused', async () => {
    const session = await signIn(ANVIL_ACCOUNTS[0].address, ANVIL_ACCOUNTS[0].address);
    await expect(
      verifySiwxSession(session, { ...options(), domain: 'evil.example' }),
    ).rejects.toThrow('not evil.example');
  });

  it('a smart-contract account verifies through EIP-1271', async () => {
    const owner = ANVIL_ACCOUNTS[1].address;
    // A sign-in message carries the address in its EIP-55 form, as a wallet shows it.
    const contract = getAddress(
      await deployContract({
        rpcUrl: node.rpcUrl,
        from: ANVIL_ACCOUNTS[0].address,
        abi: ownerWallet.abi,
        bytecode: ownerWallet.bytecode,
        args: [owner],
      }),
    );

    const byOwner = await signIn(contract, owner);
    await expect(verifySiwxSession(byOwner, options())).resolves.toBeDefined();
    const byStranger = await signIn(contract, ANVIL_ACCOUNTS[2].address);
    await expect(verifySiwxSession(byStranger, options())).rejects.toThrow('Invalid signature');
  });

  describe('a smart account that is not deployed yet (EIP-6492)', () => {
    const owner = ANVIL_ACCOUNTS[1].address;
    const salt = `0x${'65'.repeat(32)}` as Hex;
    let factory: Address;
    let account: Address;
    let factoryCalldata: Hex;
    const client = () => createPublicClient({ transport: http(node.rpcUrl) });

    beforeAll(async () => {
      // Only the factory is deployed; the account stays counterfactual.
      factory = await deployContract({
        rpcUrl: node.rpcUrl,
        from: ANVIL_ACCOUNTS[0].address,
        abi: walletFactory.factory.abi,
        bytecode: walletFactory.factory.bytecode,
      });
      factoryCalldata = encodeFunctionData({
        abi: walletFactory.factory.abi,
        functionName: 'deploy',
        args: [owner, salt],
      });
      account = getContractAddress({
        opcode: 'CREATE2',
        from: factory,
        salt,
        bytecode: encodeDeployData({
          abi: walletFactory.wallet.abi,
          bytecode: walletFactory.wallet.bytecode,
          args: [owner],
        }),
      });
    });

    /** A sign-in for the counterfactual account, signed by `signer` and wrapped per EIP-6492. */
    async function wrappedSignIn(signer: Address): Promise<SiwxSession> {
      const session = await signIn(account, signer);
      const signature = serializeErc6492Signature({
        address: factory,
        data: factoryCalldata,
        signature: session.signature as Hex,
      });
      return { ...session, signature };
    }

    it('a sign-in by a smart account that is not deployed yet verifies through its EIP-6492 wrapped signature', async () => {
      expect(await client().getCode({ address: account })).toBeUndefined();
      const session = await wrappedSignIn(owner);
      await expect(verifySiwxSession(session, options())).resolves.toEqual(session);
      // Verification simulates the deployment (a deployless call); it never deploys the account.
      expect(await client().getCode({ address: account })).toBeUndefined();
    });

    it('the same EIP-6492 wrapped sign-in signed by an EOA that is not the owner is refused', async () => {
      const session = await wrappedSignIn(ANVIL_ACCOUNTS[2].address);
      await expect(verifySiwxSession(session, options())).rejects.toThrow('Invalid signature');
      expect(await client().getCode({ address: account })).toBeUndefined();
    });
  });

  it('a nonce is spent once: a replayed sign-in is refused', async () => {
    const session = await signIn(ANVIL_ACCOUNTS[0].address, ANVIL_ACCOUNTS[0].address);
    await expect(verifySiwxSession(session, options())).resolves.toBeDefined();
    await expect(verifySiwxSession(session, options())).rejects.toThrow(
      'Unknown, used or expired nonce',
    );
  });

  it('a chain the backend does not accept is refused', async () => {
    const session = await signIn(ANVIL_ACCOUNTS[0].address, ANVIL_ACCOUNTS[0].address);
    await expect(verifySiwxSession(session, { domain: DOMAIN, consumeNonce })).rejects.toThrow(
      'is not accepted',
    );
  });
});

describe('SIWX verification for solana (ed25519)', () => {
  async function solanaSession(tamper = false): Promise<SiwxSession> {
    const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
    const data = createSiwxMessageData({
      chainId: SOLANA_DEVNET,
      accountAddress: bs58.encode(publicKey),
      domain: DOMAIN,
      uri: `https://${DOMAIN}`,
      nonce: nonces.issue(VISITOR),
    });
    const message = formatSiwxMessage(data);
    const signed = new TextEncoder().encode(tamper ? `${message}!` : message);
    const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', keys.privateKey, signed));
    return { data, message, signature: bs58.encode(signature) };
  }

  const solanaOptions: VerifyOptions = {
    domain: DOMAIN,
    consumeNonce,
    solanaChains: [SOLANA_DEVNET],
  };

  it('a wallet signature verifies', async () => {
    await expect(verifySiwxSession(await solanaSession(), solanaOptions)).resolves.toBeDefined();
  });

  it('a signature over other bytes is refused', async () => {
    await expect(verifySiwxSession(await solanaSession(true), solanaOptions)).rejects.toThrow(
      'Invalid signature',
    );
  });
});

describe('the host backend handler', () => {
  it('issues a nonce, verifies a sign-in, serves and deletes the session, per visitor', async () => {
    const handle = createSiwxHandler({
      basePath: '/api/siwx',
      domain: DOMAIN,
      rpcUrls: { [chainId]: node.rpcUrl },
    });
    const call = async (method: string, path: string, cookie?: string, body?: unknown) => {
      const init: RequestInit = { method, headers: cookie ? { cookie } : {} };
      if (body !== undefined) init.body = JSON.stringify(body);
      return (await handle(new Request(`http://127.0.0.1/api/siwx${path}`, init)))!;
    };
    const issued = await call('POST', '/nonce');
    const cookie = issued.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie.startsWith(`${VISITOR_COOKIE}=`)).toBe(true);
    const { nonce } = (await issued.json()) as { nonce: string };
    const address = ANVIL_ACCOUNTS[0].address;
    const session = await signIn(address, address, nonce);

    // Another visitor cannot use this visitor's nonce.
    const stranger = await call('POST', '/verify', undefined, session);
    expect(stranger.status).toBe(401);

    expect((await call('POST', '/verify', cookie, session)).status).toBe(204);
    expect((await call('POST', '/verify', cookie, session)).status).toBe(401);
    const query = `?chainId=${chainId}&address=${address}`;
    const listed = (await (await call('GET', `/sessions${query}`, cookie)).json()) as {
      sessions: unknown[];
    };
    expect(listed.sessions).toHaveLength(1);
    const strangers = (await (await call('GET', `/sessions${query}`)).json()) as {
      sessions: unknown[];
    };
    expect(strangers.sessions).toHaveLength(0);
    expect((await call('DELETE', `/sessions${query}`, cookie)).status).toBe(204);
    const after = (await (await call('GET', `/sessions${query}`, cookie)).json()) as {
      sessions: unknown[];
    };
    expect(after.sessions).toHaveLength(0);
  });

  it('leaves other paths to the host', async () => {
    const handle = createSiwxHandler({ basePath: '/api/siwx', domain: DOMAIN });
    expect(await handle(new Request('http://127.0.0.1/index.html'))).toBeUndefined();
  });
});
