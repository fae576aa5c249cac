/**
 * The four ways a host page moved a visitor's funds past the frame's approval panel, each run
 * against the real wallet service, its frame on another origin, anvil and the litesvm shim.
 * The host page here is the attacker: it speaks the frame channel itself. Each test is named
 * after the rule it checks; docs/security.md ("Approval screen") lists them.
 */
import { ed25519 } from '@noble/curves/ed25519';
import {
  Connection,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  toHex,
  type Address,
} from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { openFrameHost, SOLANA_CHAIN, type FrameHost } from '../fixtures/embedded/frame-host.js';

const WAIT = { timeout: 30_000 };
/** Longer than the panel's arming delay, so a click after it is a deliberate one. */
const ARMED_MS = 1_200;
const ATTACKER = '0x000000000000000000000000000000000000dEaD' as Address;
const FRIEND = ANVIL_ACCOUNTS[1].address as Address;
const SOL_ATTACKER = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');

let host: FrameHost;
let visitor: { eip155: string; solana: string };

beforeAll(async () => {
  host = await openFrameHost();
  visitor = await host.logIn('approvals@example.com');
  for (const node of [host.anvil, host.anvilTwo]) {
    await fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [visitor.eip155, toHex(parseEther('100'))],
      }),
    });
  }
  host.solana.airdrop(visitor.solana, 600n * BigInt(LAMPORTS_PER_SOL));
}, 300_000);
afterAll(() => host?.close());

const balanceOn = (rpcUrl: string, address: Address) =>
  createPublicClient({ transport: http(rpcUrl) }).getBalance({ address });

const approve = () => host.frame.getByTestId('frame-approve');
const panelText = () => host.frame.locator('.wk-approval').innerText();

/** Waits for the panel, then for the answer or (when none comes) the panel again. */
async function panelOrAnswer(id: string) {
  const answered = host.answer(id, 30_000);
  const shown = approve()
    .waitFor(WAIT)
    .then(() => 'panel' as const);
  return Promise.race([answered.then((reply) => ({ reply })), shown.then(() => ({ panel: true }))]);
}

/** Rejects whatever the panel shows, so the next test starts from an empty queue. */
async function rejectIfShown() {
  const reject = host.frame.getByTestId('frame-reject');
  while (await reject.isVisible()) {
    await reject.click();
    await host.page.waitForTimeout(200);
  }
}

describe('every call of a batch is shown before Approve works', () => {
  test('an 11-call batch cannot send a call the panel never showed', async () => {
    const before = await balanceOn(host.anvil.rpcUrl, ATTACKER);
    const calls = [
      ...Array.from({ length: 10 }, () => ({ to: FRIEND, value: '0x1' })),
      { to: ATTACKER, value: toHex(parseEther('3')) },
    ];
    const id = await host.send('rpcRequest', {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', from: visitor.eip155, chainId: '0x7a69', calls }],
    });
    await approve().waitFor(WAIT);
    await host.page.waitForTimeout(ARMED_MS);
    const shown = await panelText();
    await approve().click();
    const reply = await host.answer(id);
    expect(reply?.type).toBe('success');
    const moved = (await balanceOn(host.anvil.rpcUrl, ATTACKER)) - before;
    expect(moved).toBe(parseEther('3'));
    // The 3 ETH left only because the panel showed that call: its target, its value, the count.
    expect(shown).toContain(ATTACKER);
    expect(shown).toContain('3 ETH');
    expect(shown).toMatch(/11 calls/);
  });
});

describe('no blind clicks', () => {
  test('a double click approves one request, never the queued one after it', async () => {
    await host.page.waitForTimeout(500);
    const before = await balanceOn(host.anvil.rpcUrl, ATTACKER);
    const sign = await host.send('rpcRequest', {
      method: 'personal_sign',
      params: [toHex('Welcome back!'), visitor.eip155],
    });
    const sendId = await host.send('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: visitor.eip155, to: ATTACKER, value: toHex(parseEther('2')) }],
    });
    await approve().waitFor(WAIT);
    await host.page.waitForTimeout(ARMED_MS);
    const box = (await approve().boundingBox())!;
    await host.page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    expect((await host.answer(sign))?.type).toBe('success');
    expect(await host.answer(sendId, 3_000)).toBeUndefined();
    expect((await balanceOn(host.anvil.rpcUrl, ATTACKER)) - before).toBe(0n);
    await rejectIfShown();
    expect((await host.answer(sendId))?.code).toBe(4001);
  });

  test('a transparent frame over the host’s own button cannot be approved by a click', async () => {
    const before = await balanceOn(host.anvil.rpcUrl, ATTACKER);
    await host.page.evaluate(() => {
      document.getElementById('wallet')!.style.opacity = '0';
    });
    const id = await host.send('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: visitor.eip155, to: ATTACKER, value: toHex(parseEther('1')) }],
    });
    await approve().waitFor({ state: 'attached', ...WAIT });
    await host.page.waitForTimeout(ARMED_MS);
    // The visitor sees only "Claim your prize" and clicks it where Approve lies under it.
    const box = (await approve().boundingBox())!;
    await host.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await host.answer(id, 3_000)).toBeUndefined();
    expect((await balanceOn(host.anvil.rpcUrl, ATTACKER)) - before).toBe(0n);
    await host.page.evaluate(() => {
      document.getElementById('wallet')!.style.opacity = '1';
    });
    await rejectIfShown();
    expect((await host.answer(id))?.code).toBe(4001);
  });
});

describe('Solana requests are shown for what they do', () => {
  const solana = () => new Connection(host.solana.url, 'confirmed');

  async function transferTransaction(lamports: bigint) {
    const { blockhash } = await solana().getLatestBlockhash();
    const transaction = new Transaction({
      feePayer: new PublicKey(visitor.solana),
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(visitor.solana),
        toPubkey: SOL_ATTACKER,
        lamports,
      }),
    );
    return transaction;
  }

  test('a 500 SOL transfer is signed only after the panel showed its amount and receiver', async () => {
    await host.ask('switchNetwork', { chainId: SOLANA_CHAIN });
    const transaction = await transferTransaction(500n * BigInt(LAMPORTS_PER_SOL));
    const id = await host.send('rpcRequest', {
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: bs58.encode(transaction.serialize({ requireAllSignatures: false })),
        pubkey: visitor.solana,
      },
    });
    await approve().waitFor(WAIT);
    await host.page.waitForTimeout(ARMED_MS);
    const shown = await panelText();
    await approve().click();
    expect((await host.answer(id))?.type).toBe('success');
    expect(shown).toContain('500 SOL');
    expect(shown).toContain(SOL_ATTACKER.toBase58());
  });

  test('signMessage refuses bytes that are a transaction', async () => {
    const transaction = await transferTransaction(50n * BigInt(LAMPORTS_PER_SOL));
    const message = transaction.serializeMessage();
    const id = await host.send('rpcRequest', {
      method: 'solana_signMessage',
      params: { message: bs58.encode(message), pubkey: visitor.solana },
    });
    const first = await panelOrAnswer(id);
    if ('panel' in first) {
      await host.page.waitForTimeout(ARMED_MS);
      await approve().click();
    }
    const reply = await host.answer(id);
    if (reply?.type === 'success') {
      const signature = bs58.decode(
        (reply.payload as { result: { signature: string } }).result.signature,
      );
      const signsTheTransfer = ed25519.verify(signature, message, bs58.decode(visitor.solana));
      expect(signsTheTransfer, 'the message signature is valid for the transfer').toBe(false);
    }
    expect(reply?.type).toBe('error');
    expect(reply?.message).toMatch(/transaction/i);
  });
});

describe('the network is fixed when the request is made', () => {
  test('a network switch while the panel is open rejects the request', async () => {
    await host.ask('switchNetwork', { chainId: 'eip155:31338' });
    const before = await balanceOn(host.anvil.rpcUrl, FRIEND);
    const beforeTwo = await balanceOn(host.anvilTwo.rpcUrl, FRIEND);
    const id = await host.send('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: visitor.eip155, to: FRIEND, value: toHex(parseEther('1')) }],
    });
    await approve().waitFor(WAIT);
    const shown = await panelText();
    await host.ask('switchNetwork', { chainId: 'eip155:31337' });
    await host.page.waitForTimeout(ARMED_MS);
    if (await approve().isVisible())
      await approve()
        .click({ timeout: 2_000 })
        .catch(() => {});
    const reply = await host.answer(id);
    expect((await balanceOn(host.anvil.rpcUrl, FRIEND)) - before).toBe(0n);
    expect((await balanceOn(host.anvilTwo.rpcUrl, FRIEND)) - beforeTwo).toBe(0n);
    expect(reply?.type).toBe('error');
    expect(reply?.message).toMatch(/network/i);
    expect(shown).toContain('eip155:31338');
  });
});

describe("the app's ABI and network name are display hints the frame checks", () => {
  test('an ABI naming another function than the calldata is not shown; the call stays unknown', async () => {
    // The calldata sends the visitor's tokens away (transfer); the host's ABI calls it a claim.
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [ATTACKER, parseEther('50')],
    });
    const id = await host.send('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: visitor.eip155, to: FRIEND, data, value: '0x0' }],
      abi: parseAbi(['function claimReward(address pool, uint256 reward)']),
    });
    await approve().waitFor(WAIT);
    const shown = await panelText();
    expect(shown).not.toContain('claimReward');
    expect(shown).toContain('Token transfer');
    expect(shown).toMatch(/does not match the call's data; not used/);
    await rejectIfShown();
    expect((await host.answer(id))?.code).toBe(4001);
  });

  test('a host naming a chain after a well-known network is not believed; the chain id is shown', async () => {
    await host.ask('switchNetwork', { chainId: 'eip155:31338' });
    const id = await host.send('rpcRequest', {
      method: 'personal_sign',
      params: [toHex('hello'), visitor.eip155],
      network: { id: 'eip155:31338', name: 'Ethereum' },
    });
    await approve().waitFor(WAIT);
    const shown = await panelText();
    expect(shown).toContain('Unknown network (eip155:31338)');
    expect(shown).not.toContain('Ethereum');
    await rejectIfShown();
    expect((await host.answer(id))?.code).toBe(4001);
    await host.ask('switchNetwork', { chainId: 'eip155:31337' });
  });
});
