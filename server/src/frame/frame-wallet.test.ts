/**
 * The frame's login and signing against a running wallet service (PGlite), a real local SMTP
 * server and anvil: the wallet is created at the first login, a fresh browser of the same
 * visitor gets the same address after its device approval and code, and nothing is signed or
 * sent unless the visitor approves.
 */
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { codeFrom, linkFrom, startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestDescription } from './describe-request.js';
import { NO_PASSKEY_ON_WALLET, PASSKEY_NEEDED } from './frame-wallet.js';
import { frameUnderTest } from './testing/frame-under-test.js';
import { softwarePasskeys } from './testing/software-passkeys.js';

const HOST = 'http://localhost:5173';
let inbox: SmtpInbox;
let service: LocalWalletService;
let anvil: AnvilNode;
let offsetMs = 0;

beforeAll(async () => {
  anvil = await startAnvil();
  inbox = await startSmtpInbox();
  service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    rpcUrls: { 'eip155:31337': anvil.rpcUrl },
    clock: () => new Date(Date.now() + offsetMs),
  });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await inbox?.stop();
  await anvil?.stop();
});

/**
 * One browser's frame: its own storage, the visitor's answer to every approval, and the
 * visitor's synced passkeys unless others are given.
 */
function browserFrame(
  approve: (description: RequestDescription) => boolean = () => true,
  passkeys: Pick<Parameters<typeof frameUnderTest>[0], 'passkeys' | 'passkeyAnswer'> = {},
) {
  return frameUnderTest({
    serviceUrl: service.url,
    hostOrigin: HOST,
    rpcUrls: { 'eip155:31337': anvil.rpcUrl },
    initialChainId: 'eip155:31337',
    approve,
    devicePollMs: 50,
    ...passkeys,
  });
}

let emails = 0;
const newEmail = () => `frame${++emails}-${Date.now()}@example.com`;

async function logIn(frame: ReturnType<typeof browserFrame>, email: string) {
  const after = new Date();
  const { action } = await frame.request('connectEmail', { email });
  if (action === 'VERIFY_DEVICE') {
    const link = linkFrom(await inbox.waitForMessage({ to: email, after }));
    const afterLink = new Date();
    await fetch(link);
    await frame.request('connectDevice', {});
    await frame.request('connectOtp', {
      otp: codeFrom(await inbox.waitForMessage({ to: email, after: afterLink })),
    });
  } else {
    expect(action).toBe('VERIFY_OTP');
    await frame.request('connectOtp', {
      otp: codeFrom(await inbox.waitForMessage({ to: email, after })),
    });
  }
  return action as string;
}

describe('frame login', () => {
  it('the first login creates the wallet; getUser gives its EVM and Solana addresses', async () => {
    const frame = browserFrame();
    const email = newEmail();
    expect(await logIn(frame, email)).toBe('VERIFY_OTP');
    const evm = await frame.request('getUser', { chainId: 'eip155:31337' });
    const solana = await frame.request('getUser', {
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    });
    expect(evm).toMatchObject({ email, chainId: 'eip155:31337' });
    expect(evm.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(solana.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('the same email in a fresh browser logs in with a code and gives the same address', async () => {
    const email = newEmail();
    const first = browserFrame();
    await logIn(first, email);
    const { address } = await first.request('getUser', { chainId: 'eip155:31337' });
    // Past the resend throttle of the first browser's code.
    offsetMs += 31_000;
    const second = browserFrame();
    expect(await logIn(second, email)).toBe('VERIFY_OTP');
    expect((await second.request('getUser', { chainId: 'eip155:31337' })).address).toBe(address);
  });

  it('a fresh browser without the visitor passkey cannot open the wallet and says so', async () => {
    const email = newEmail();
    await logIn(browserFrame(), email);
    offsetMs += 31_000;
    const second = browserFrame(undefined, { passkeys: softwarePasskeys() });
    await expect(logIn(second, email)).rejects.toThrow(PASSKEY_NEEDED);
    expect(await second.request('isConnected', {})).toEqual({ isConnected: false });
    expect(second.stored.getItem(`wk-frame/device-share/${second.wallet.session()!.userId}`)).toBe(
      null,
    );
  });

  it('a visitor who refuses the passkey prompt on a new device is not connected', async () => {
    const email = newEmail();
    await logIn(browserFrame(), email);
    offsetMs += 31_000;
    const second = browserFrame(undefined, { passkeyAnswer: () => false });
    await expect(logIn(second, email)).rejects.toThrow(PASSKEY_NEEDED);
  });

  it('a wallet whose visitor said "Not now" to the passkey opens on no other device', async () => {
    const email = newEmail();
    const first = browserFrame(undefined, { passkeyAnswer: () => false });
    await logIn(first, email);
    expect(await first.request('isConnected', {})).toEqual({ isConnected: true });
    offsetMs += 31_000;
    await expect(logIn(browserFrame(), email)).rejects.toThrow(NO_PASSKEY_ON_WALLET);
  });

  it('a recovered browser keeps a device share of its own and reconnects after a reload', async () => {
    const email = newEmail();
    const first = browserFrame();
    await logIn(first, email);
    offsetMs += 31_000;
    const second = browserFrame();
    await logIn(second, email);
    const userId = second.wallet.session()!.userId;
    const own = second.stored.getItem(`wk-frame/device-share/${userId}`);
    expect(own).not.toBeNull();
    expect(own).not.toBe(first.stored.getItem(`wk-frame/device-share/${userId}`));
    const reloaded = frameUnderTest({
      serviceUrl: service.url,
      hostOrigin: HOST,
      stored: second.stored,
    });
    expect(await reloaded.request('isConnected', {})).toEqual({ isConnected: true });
  });

  it('after sign-out the frame is not connected and refuses to sign', async () => {
    const frame = browserFrame();
    await logIn(frame, newEmail());
    expect(await frame.request('isConnected', {})).toEqual({ isConnected: true });
    await frame.request('signOut', {});
    expect(await frame.request('isConnected', {})).toEqual({ isConnected: false });
    await expect(
      frame.request('rpcRequest', { method: 'personal_sign', params: ['0x00', '0x'] }),
    ).rejects.toThrow('The embedded wallet is not connected');
  });
});

describe('frame signing', () => {
  it('an approved personal_sign is signed by the visitor key, after the panel showed the text', async () => {
    const frame = browserFrame();
    await logIn(frame, newEmail());
    const { address } = await frame.request('getUser', { chainId: 'eip155:31337' });
    const message = 'Sign in to the demo';
    const { result } = await frame.request('rpcRequest', {
      method: 'personal_sign',
      params: [stringToHex(message), address],
    });
    expect(await verifyMessage({ address, message, signature: result as Hex })).toBe(true);
    expect(frame.asked.at(-1)).toMatchObject({
      title: 'Sign message',
      sections: [{ heading: 'Message', lines: [{ label: 'Text', value: message }] }],
    });
  });

  it('a rejected request answers code 4001 and signs nothing', async () => {
    const frame = browserFrame(() => false);
    await logIn(frame, newEmail());
    await expect(
      frame.request('rpcRequest', { method: 'personal_sign', params: [stringToHex('x'), '0x'] }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
  });

  it('a method in neither list is refused with "Requested RPC call is not allowed"', async () => {
    const frame = browserFrame();
    await logIn(frame, newEmail());
    await expect(frame.request('rpcRequest', { method: 'eth_sign', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    );
  });

  it('an approved eth_sendTransaction is filled, signed and lands on the chain', async () => {
    const frame = browserFrame();
    await logIn(frame, newEmail());
    const { address } = await frame.request('getUser', { chainId: 'eip155:31337' });
    const funder = createWalletClient({
      account: privateKeyToAccount(ANVIL_ACCOUNTS[0]!.privateKey as Hex),
      transport: http(anvil.rpcUrl),
    });
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) });
    await chain.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null }),
    });
    const receiver = ANVIL_ACCOUNTS[1]!.address as Hex;
    const before = await chain.getBalance({ address: receiver });
    const { result } = await frame.request('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: receiver, value: `0x${parseEther('0.25').toString(16)}` }],
    });
    const receipt = await chain.waitForTransactionReceipt({ hash: result as Hex });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
    expect((await chain.getBalance({ address: receiver })) - before).toBe(parseEther('0.25'));
    expect(frame.asked.at(-1)?.sections[0]?.lines).toContainEqual({
      label: 'Value',
      value: '0.25 ETH',
    });
  });
  it('wallet_sendCalls is approved once, and wallet_getCallsStatus then reports the batch confirmed without asking', async () => {
    const frame = browserFrame();
    await logIn(frame, newEmail());
    const { address } = await frame.request('getUser', { chainId: 'eip155:31337' });
    const funder = createWalletClient({
      account: privateKeyToAccount(ANVIL_ACCOUNTS[0]!.privateKey as Hex),
      transport: http(anvil.rpcUrl),
    });
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) });
    await chain.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null }),
    });
    const receiver = ANVIL_ACCOUNTS[2]!.address as Hex;
    const tenth = `0x${parseEther('0.1').toString(16)}`;
    const { result } = await frame.request('rpcRequest', {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: address,
          calls: [
            { to: receiver, value: tenth },
            { to: receiver, value: tenth },
          ],
        },
      ],
    });
    const { id } = result as { id: string };
    const approvals = frame.asked.length;
    const status = async () =>
      (await frame.request('rpcRequest', { method: 'wallet_getCallsStatus', params: [id] }))
        .result as {
        status: number;
        atomic: boolean;
        chainId: string;
        receipts: { status: string }[];
      };
    await expect.poll(async () => (await status()).status, { timeout: 10_000 }).toBe(200);
    const final = await status();
    expect(final).toMatchObject({ id, chainId: '0x7a69', atomic: false, version: '2.0.0' });
    expect(final.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1']);
    expect(frame.asked.length).toBe(approvals);
  });

  it('a batch whose later call cannot be sent keeps the calls already sent and reports it partly failed (600)', async () => {
    const frame = browserFrame();
    await logIn(frame, newEmail());
    const { address } = await frame.request('getUser', { chainId: 'eip155:31337' });
    const funder = createWalletClient({
      account: privateKeyToAccount(ANVIL_ACCOUNTS[0]!.privateKey as Hex),
      transport: http(anvil.rpcUrl),
    });
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) });
    await chain.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null }),
    });
    const receiver = `0x${'3'.repeat(40)}` as Hex;
    const { result } = await frame.request('rpcRequest', {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: address,
          calls: [
            { to: receiver, value: `0x${parseEther('0.1').toString(16)}` },
            // More than the account holds: this call cannot be sent.
            { to: receiver, value: `0x${parseEther('5').toString(16)}` },
          ],
        },
      ],
    });
    const id = (result as { id: string }).id;
    const status = async () =>
      (await frame.request('rpcRequest', { method: 'wallet_getCallsStatus', params: [id] }))
        .result as { status: number; receipts: unknown[] };
    await expect.poll(async () => (await status()).status, { timeout: 10_000 }).toBe(600);
    expect((await status()).receipts).toHaveLength(1);
  });

  it('wallet_getCallsStatus of an id this wallet never sent answers 5730', async () => {
    const frame = browserFrame();
    await logIn(frame, newEmail());
    await expect(
      frame.request('rpcRequest', {
        method: 'wallet_getCallsStatus',
        params: [`0x${'ab'.repeat(32)}`],
      }),
    ).rejects.toMatchObject({ code: 5730 });
  });

  it('wallet_sendCalls with atomicRequired is refused with 5760 and sends nothing', async () => {
    const frame = browserFrame();
    await logIn(frame, newEmail());
    const { address } = await frame.request('getUser', { chainId: 'eip155:31337' });
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) });
    const nonce = await chain.getTransactionCount({ address });
    await expect(
      frame.request('rpcRequest', {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            from: address,
            atomicRequired: true,
            calls: [{ to: address, value: '0x1' }],
          },
        ],
      }),
    ).rejects.toMatchObject({ code: 5760 });
    expect(await chain.getTransactionCount({ address })).toBe(nonce);
  });

  it('wallet_getCapabilities says batches are not atomic, for this account only, without asking', async () => {
    const frame = browserFrame();
    await logIn(frame, newEmail());
    const { address } = await frame.request('getUser', { chainId: 'eip155:31337' });
    const { result } = await frame.request('rpcRequest', {
      method: 'wallet_getCapabilities',
      params: [address, ['0x7a69']],
    });
    expect(result).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } });
    expect(frame.asked).toEqual([]);
    await expect(
      frame.request('rpcRequest', {
        method: 'wallet_getCapabilities',
        params: [ANVIL_ACCOUNTS[1]!.address, ['0x7a69']],
      }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('wallet_getAssets lists the native balance of the account on the current network', async () => {
    const frame = browserFrame();
    await logIn(frame, newEmail());
    const { address } = await frame.request('getUser', { chainId: 'eip155:31337' });
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) });
    const { result } = await frame.request('rpcRequest', {
      method: 'wallet_getAssets',
      params: [{ account: address }],
    });
    expect(result).toEqual({
      '0x7a69': [
        {
          address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          balance: `0x${(await chain.getBalance({ address })).toString(16)}`,
          type: 'native',
          metadata: {},
        },
      ],
    });
  });
});
