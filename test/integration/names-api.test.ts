/**
 * The names service against a real chain and a real database (PGlite in memory): an EOA and a
 * smart-contract account (EIP-1271, a contract deployed on anvil) register names signed by
 * anvil's own personal_sign; a taken name, a name against the rule, a stale or future-dated
 * message, a signature by another account and an unknown chain are refused with their texts.
 */
import { readFileSync } from 'node:fs';
import { createWalletClient, http, type Abi, type Account, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_NAME_MESSAGES,
  coinTypeForChainId,
  createNameRegistrationMessage,
  formatNameRegistrationMessage,
} from '@wallet-kit/schemas';
import {
  createNamesHandler,
  NAME_ERRORS,
  openNameStore,
  type NamesHandler,
  type NameStore,
} from '@wallet-kit/server/names';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { deployContract } from '@wallet-kit/local-stack/contracts/deploy';

const ownerWallet = JSON.parse(
  readFileSync(new URL('../fixtures/eip1271/owner-wallet.json', import.meta.url), 'utf8'),
) as { abi: Abi; bytecode: Hex };

const BASE = 'http://names.test/api/names';
let node: AnvilNode;
let store: NameStore;
let handle: NamesHandler;
let coinType: number;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  store = await openNameStore();
  handle = createNamesHandler({
    basePath: '/api/names',
    domain: 'names.test',
    store,
    rpcUrls: { 'eip155:31337': node.rpcUrl },
  });
  coinType = coinTypeForChainId(31337);
});
afterAll(async () => {
  await store?.close();
  await node?.stop();
});

const wallet = () => createWalletClient({ transport: http(node.rpcUrl) });
/** Accounts beyond anvil's first three, signing locally with their own keys. */
const [carol, dave, erin, frank] = Array.from({ length: 4 }, () =>
  privateKeyToAccount(generatePrivateKey()),
) as [Account, Account, Account, Account];

async function signedRegistration(
  name: string,
  address: Address,
  signer: Address | Account = address,
  nowMs = Date.now(),
) {
  const message = formatNameRegistrationMessage(
    createNameRegistrationMessage('names.test', name, { bio: 'test' }, nowMs),
  );
  const signature = await wallet().signMessage({ account: signer, message });
  return { coinType, address, signature, message };
}

async function call(method: string, path: string, body?: unknown) {
  const response = await handle(
    new Request(`${BASE}${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  return { status: response!.status, body: await response!.json() };
}

describe('names API', () => {
  it('an EOA registers a name, which is then found by name and by address', async () => {
    const address = ANVIL_ACCOUNTS[0].address;
    const answer = await call('POST', '/account', await signedRegistration('Alice', address));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: 'alice', coinType, attributes: { bio: 'test' } });

    const byName = await call('GET', '/account/ALICE');
    expect(byName.body).toMatchObject({ name: 'alice', address: address.toLowerCase() });
    const byAddress = await call('GET', `/reverse/${address}`);
    expect(byAddress.body.map((n: { name: string }) => n.name)).toEqual(['alice']);
  });

  it('an unknown name is 404 "Name not found"', async () => {
    expect(await call('GET', '/account/nobody-here')).toEqual({
      status: 404,
      body: { error: 'Name not found' },
    });
  });

  it('a taken name is refused, whatever its case', async () => {
    const address = carol.address;
    await call('POST', '/account', await signedRegistration('bobby', address, carol));
    const again = await call(
      'POST',
      '/account',
      await signedRegistration('BOBBY', dave.address, dave),
    );
    expect(again).toEqual({ status: 409, body: { error: NAME_ERRORS.taken } });
    expect((await call('GET', '/account/bobby')).body.address).toBe(address.toLowerCase());
  });

  it('suggestions offer only free names that follow the rule', async () => {
    const { body } = await call('GET', '/suggestions/bobby');
    const names = body.suggestions.map((s: { name: string }) => s.name);
    expect(names).not.toContain('bobby');
    expect(names).toContain('bobby1');
    expect(names.length).toBeLessThanOrEqual(5);
  });

  it('a name against the rule is refused with the rule', async () => {
    const address = erin.address;
    expect(await call('POST', '/account', await signedRegistration('abc', address, erin))).toEqual({
      status: 400,
      body: { error: ACCOUNT_NAME_MESSAGES.tooShort },
    });
    expect(
      await call('POST', '/account', await signedRegistration('a.b.c.d', address, erin)),
    ).toEqual({
      status: 400,
      body: { error: ACCOUNT_NAME_MESSAGES.characters },
    });
  });

  it('a message signed more than 10 minutes ago is refused', async () => {
    const address = erin.address;
    const old = await signedRegistration('stale-name', address, erin, Date.now() - 11 * 60_000);
    expect(await call('POST', '/account', old)).toEqual({
      status: 401,
      body: { error: NAME_ERRORS.stale },
    });
  });

  it('a message dated in the future is refused', async () => {
    const address = erin.address;
    const ahead = await signedRegistration('future-name', address, erin, Date.now() + 5 * 60_000);
    expect(await call('POST', '/account', ahead)).toEqual({
      status: 401,
      body: { error: NAME_ERRORS.future },
    });
  });

  it('a signature by another account is refused and nothing is stored', async () => {
    const forged = await signedRegistration('stolen-name', erin.address, frank);
    expect(await call('POST', '/account', forged)).toEqual({
      status: 401,
      body: { error: NAME_ERRORS.wrongSigner },
    });
    expect((await call('GET', '/account/stolen-name')).status).toBe(404);
  });

  it('a message edited after signing is refused', async () => {
    const signed = await signedRegistration('honest-name', erin.address, erin);
    const edited = { ...signed, message: signed.message.replace('honest-name', 'edited-name') };
    expect((await call('POST', '/account', edited)).body).toEqual({
      error: NAME_ERRORS.wrongSigner,
    });
  });

  it('a coin type of a chain the service does not serve is refused', async () => {
    const signed = await signedRegistration('other-chain', erin.address, erin);
    expect(await call('POST', '/account', { ...signed, coinType: 60 })).toEqual({
      status: 400,
      body: { error: NAME_ERRORS.unsupportedChain },
    });
  });

  it('a body without its fields is refused', async () => {
    expect(await call('POST', '/account', { name: 'x' })).toEqual({
      status: 400,
      body: { error: NAME_ERRORS.invalidBody },
    });
  });

  it('a smart-contract account registers through EIP-1271, and only with its owner', async () => {
    const owner = ANVIL_ACCOUNTS[1].address;
    const contract = await deployContract({
      rpcUrl: node.rpcUrl,
      from: ANVIL_ACCOUNTS[0].address,
      abi: ownerWallet.abi,
      bytecode: ownerWallet.bytecode,
      args: [owner],
    });
    const byStranger = await signedRegistration('smart-acct', contract, ANVIL_ACCOUNTS[2].address);
    expect((await call('POST', '/account', byStranger)).status).toBe(401);
    const byOwner = await signedRegistration('smart-acct', contract, owner);
    const answer = await call('POST', '/account', byOwner);
    expect(answer.status).toBe(201);
    expect(answer.body.address).toBe(contract.toLowerCase());
  });
});
