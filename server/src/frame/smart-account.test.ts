/**
 * The visitor's smart account, end to end below the browser: a running wallet service (PGlite)
 * that enables smart accounts on an anvil chain carrying the ERC-4337 v0.7 EntryPoint and a
 * factory of ERC-1271 SimpleAccounts, a real bundler (Alto) on loopback, and the frame's handlers. Sends and
 * batches become user operations that the bundler puts on chain.
 */
import { startBundler, type Bundler } from '@wallet-kit/local-stack/aa-bundler';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { codeFrom, startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import {
  createPublicClient,
  createWalletClient,
  http,
  parseAbiItem,
  parseEther,
  stringToHex,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_POINT_07 } from './smart-account.js';
import { smartAccountService } from './smart-account-service.js';
import { createSmartAccountWallet } from './smart-account-wallet.js';
import { frameUnderTest } from './testing/frame-under-test.js';

const HOST = 'http://localhost:5173';
const CHAIN = 'eip155:31337';
let inbox: SmtpInbox;
let service: LocalWalletService;
let anvil: AnvilNode;
let bundler: Bundler;

beforeAll(async () => {
  anvil = await startAnvil();
  bundler = await startBundler({ rpcUrl: anvil.rpcUrl });
  inbox = await startSmtpInbox();
  service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    rpcUrls: { [CHAIN]: anvil.rpcUrl },
    env: {
      SMART_ACCOUNT_NETWORKS: JSON.stringify({
        [CHAIN]: { bundlerUrl: bundler.url, factory: bundler.contracts.accountFactory },
      }),
    },
  });
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await inbox?.stop();
  await bundler?.stop();
  await anvil?.stop();
});

function browserFrame() {
  return frameUnderTest({
    serviceUrl: service.url,
    hostOrigin: HOST,
    rpcUrls: { [CHAIN]: anvil.rpcUrl },
    initialChainId: CHAIN,
    devicePollMs: 50,
    extras: ({ api, stored, rpcUrls, wallet }) => ({
      smartAccounts: createSmartAccountWallet({
        service: smartAccountService(api, wallet.withSession),
        storage: stored,
        rpcUrls,
        pollMs: 100,
      }),
    }),
  }).request;
}

let emails = 0;
async function loggedInFrame() {
  const request = browserFrame();
  const email = `smart${++emails}-${Date.now()}@example.com`;
  const after = new Date();
  await request('connectEmail', { email });
  await request('connectOtp', { otp: codeFrom(await inbox.waitForMessage({ to: email, after })) });
  return request;
}

const chain = () => createPublicClient({ transport: http(anvil.rpcUrl) });

async function fund(address: Address) {
  const funder = createWalletClient({
    account: privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey as Hex),
    transport: http(anvil.rpcUrl),
  });
  await chain().waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null }),
  });
}

const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
);

// Each test deploys or signs through a real frame and chain: about 1–3 s on two idle cores,
// several times that on a loaded machine.
describe('smart accounts in the frame', { timeout: 30_000 }, () => {
  it('the wallet service lists the networks with smart accounts by numeric chain id', async () => {
    const request = await loggedInFrame();
    expect(await request('getSmartAccountEnabledNetworks', {})).toEqual({
      smartAccountEnabledNetworks: [31337],
    });
  });

  it("the operator's bundler is forwarded to for a live session only", async () => {
    const answer = await fetch(`${service.url}/v1/smart-accounts/${CHAIN}/bundler`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Wallet-Kit-Project': 'demo',
        'X-Wallet-Kit-Host': HOST,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints' }),
    });
    expect(answer.status).toBe(401);
  });

  it('preferring the smart account makes its counterfactual address the user address', async () => {
    const request = await loggedInFrame();
    const before = await request('getUser', { chainId: CHAIN });
    expect(before.preferredAccountType).toBe('eoa');
    const eoa = before.address as Address;
    const smart = before.accounts.find((account: any) => account.type === 'smartAccount').address;
    expect(before.accounts).toEqual([
      { address: eoa, type: 'eoa' },
      { address: smart, type: 'smartAccount' },
    ]);
    await request('setPreferredAccount', { type: 'smartAccount' });
    const after = await request('getUser', { chainId: CHAIN });
    expect(after).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    });
    // Nothing is on chain yet: the address is the factory's answer for this owner.
    expect(await chain().getCode({ address: smart })).toBeUndefined();
    await request('setPreferredAccount', { type: 'eoa' });
    expect((await request('getUser', { chainId: CHAIN })).address).toBe(eoa);
  });

  it('a message signed by the smart account verifies for its address, before and after deployment', async () => {
    const request = await loggedInFrame();
    await request('setPreferredAccount', { type: 'smartAccount' });
    const { address } = await request('getUser', { chainId: CHAIN });
    const client = chain();
    const sign = async (message: string) =>
      (
        await request('rpcRequest', {
          method: 'personal_sign',
          params: [stringToHex(message), address],
        })
      ).result as Hex;
    const counterfactual = await sign('before the account exists');
    expect(
      await client.verifyMessage({
        address,
        message: 'before the account exists',
        signature: counterfactual,
      }),
    ).toBe(true);
    await fund(address);
    await request('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x0' }],
    });
    const deployed = await sign('after deployment');
    expect(
      await client.verifyMessage({ address, message: 'after deployment', signature: deployed }),
    ).toBe(true);
    expect(
      await client.verifyMessage({ address, message: 'another text', signature: deployed }),
    ).toBe(false);
  });

  it('the first send deploys the smart account through the bundler, at the same address', async () => {
    const request = await loggedInFrame();
    await request('setPreferredAccount', { type: 'smartAccount' });
    const { address } = await request('getUser', { chainId: CHAIN });
    await fund(address);
    const receiver = '0x000000000000000000000000000000000000a11c' as Address;
    const { result: hash } = await request('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: receiver, value: '0x5' }],
    });
    const receipt = await chain().getTransactionReceipt({ hash });
    expect(receipt.to?.toLowerCase()).toBe(ENTRY_POINT_07.toLowerCase());
    expect(await chain().getBalance({ address: receiver })).toBe(5n);
    const after = await request('getUser', { chainId: CHAIN });
    expect(after).toMatchObject({ address, smartAccountDeployed: true });
  });

  it('capabilities and assets answer for each account: only the smart account is atomic', async () => {
    const request = await loggedInFrame();
    const { accounts } = await request('getUser', { chainId: CHAIN });
    const [eoa, smart] = accounts.map((account: { address: Address }) => account.address);
    await request('setPreferredAccount', { type: 'smartAccount' });
    const capabilities = async (address: Address) =>
      (
        await request('rpcRequest', {
          method: 'wallet_getCapabilities',
          params: [address, ['0x7a69']],
        })
      ).result;
    expect(await capabilities(smart)).toEqual({ '0x7a69': { atomic: { status: 'supported' } } });
    expect(await capabilities(eoa)).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } });
    await fund(smart);
    const { result: assets } = await request('rpcRequest', {
      method: 'wallet_getAssets',
      params: [{ account: smart }],
    });
    expect(assets['0x7a69'][0]).toMatchObject({ type: 'native', balance: '0xde0b6b3a7640000' });
  });

  it('a two-call batch lands as one user operation and its status reports it', async () => {
    const request = await loggedInFrame();
    await request('setPreferredAccount', { type: 'smartAccount' });
    const { address } = await request('getUser', { chainId: CHAIN });
    await fund(address);
    const capabilities = await request('rpcRequest', {
      method: 'wallet_getCapabilities',
      params: [address, ['0x7a69']],
    });
    expect(capabilities.result).toEqual({ '0x7a69': { atomic: { status: 'supported' } } });
    const first = '0x000000000000000000000000000000000000b0b1' as Address;
    const second = '0x000000000000000000000000000000000000b0b2' as Address;
    const { result: sent } = await request('rpcRequest', {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: address,
          chainId: '0x7a69',
          atomicRequired: true,
          calls: [
            { to: first, value: '0x7' },
            { to: second, value: '0x9' },
          ],
        },
      ],
    });
    let status: any;
    for (let tries = 0; tries < 100; tries++) {
      status = (await request('rpcRequest', { method: 'wallet_getCallsStatus', params: [sent.id] }))
        .result;
      if (status.status !== 100) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toMatchObject({ id: sent.id, status: 200, atomic: true, chainId: '0x7a69' });
    expect(status.receipts).toHaveLength(1);
    const transactionHash = status.receipts[0].transactionHash as Hex;
    const receipt = await chain().getTransactionReceipt({ hash: transactionHash });
    const events = await chain().getLogs({
      address: ENTRY_POINT_07,
      event: userOperationEvent,
      blockHash: receipt.blockHash,
    });
    expect(events.filter((event) => event.transactionHash === transactionHash)).toHaveLength(1);
    expect(events[0]!.args).toMatchObject({ sender: address, success: true });
    expect(await chain().getBalance({ address: first })).toBe(7n);
    expect(await chain().getBalance({ address: second })).toBe(9n);
  });
});
