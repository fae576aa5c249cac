/**
 * What the frame's approval panel shows and refuses, in chromium against the real wallet
 * service, its frame on another origin (360 px wide, as in the modal), anvil with a real ERC-20
 * and the litesvm shim. The decoded views are saved as PNGs under test-results/e2e/
 * (approval-*.png). Each test is named after its rule; docs/security.md lists them.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  PublicKey,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import {
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
  type Address,
} from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { SCREENSHOT_DIR } from '@wallet-kit/local-stack/browser';
import { deployDemoToken } from '@wallet-kit/local-stack/erc20/deploy';
import { openFrameHost, SOLANA_CHAIN, type FrameHost } from '../fixtures/embedded/frame-host.js';

const WAIT = { timeout: 30_000 };
const FRIEND = ANVIL_ACCOUNTS[1].address as Address;
const SPENDER = ANVIL_ACCOUNTS[2].address as Address;
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

let host: FrameHost;
let visitor: { eip155: string; solana: string };
let token: Address;

beforeAll(async () => {
  host = await openFrameHost();
  visitor = await host.logIn('screen@example.com');
  token = await deployDemoToken({
    rpcUrl: host.anvil.rpcUrl,
    chainId: 31337,
    from: ANVIL_ACCOUNTS[0].address,
  });
}, 300_000);
afterAll(() => host?.close());

const approve = () => host.frame.getByTestId('frame-approve');
const reject = () => host.frame.getByTestId('frame-reject');
const panelText = () => host.frame.locator('.wk-approval').innerText();

/** Saves the frame element itself (the panel at 360 px) as test-results/e2e/<name>.png. */
async function shoot(name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await host.page.locator('#wallet').screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Sends an rpcRequest, waits for its panel, returns its text and the request's id. */
async function showRequest(method: string, params: unknown) {
  const id = await host.send('rpcRequest', { method, params });
  await approve().waitFor(WAIT);
  await expect.poll(() => approve().isEnabled(), WAIT).toBe(true);
  return { id, text: await panelText() };
}

async function rejectRequest(id: string) {
  await reject().click();
  expect((await host.answer(id))?.code).toBe(4001);
}

const send = (data: `0x${string}`, to: Address = token) => [
  { from: visitor.eip155, to, data, value: '0x0' },
];

describe('every effect is shown before Approve works', () => {
  test('an ERC-20 transfer is shown with the token symbol and amount read from the chain', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [FRIEND, parseUnits('12.5', 18)],
    });
    const { id, text } = await showRequest('eth_sendTransaction', send(data));
    expect(text).toContain('Token transfer');
    expect(text).toContain('12.5 DEMO');
    expect(text).toContain(FRIEND);
    expect(text).toContain('Anvil (eip155:31337)');
    expect(text).toContain(visitor.eip155);
    await shoot('approval-erc20-transfer');
    await rejectRequest(id);
  });

  test('an unlimited ERC-20 approval is flagged with its spender', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [SPENDER, maxUint256],
    });
    const { id, text } = await showRequest('eth_sendTransaction', send(data));
    expect(text).toContain(SPENDER);
    expect(text).toMatch(/UNLIMITED: the spender may take all your DEMO/);
    expect(await host.frame.locator('dd.flag').count()).toBeGreaterThan(0);
    await shoot('approval-erc20-unlimited');
    await rejectRequest(id);
  });

  test('setApprovalForAll is flagged', async () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function setApprovalForAll(address operator, bool approved)']),
      functionName: 'setApprovalForAll',
      args: [SPENDER, true],
    });
    const { id, text } = await showRequest('eth_sendTransaction', send(data, FRIEND));
    expect(text).toContain('ALL your NFTs');
    await rejectRequest(id);
  });

  test('a call the app gave its ABI for is shown by function and named arguments', async () => {
    const abi = parseAbi(['function stake(address pool, uint256 amount, bool locked)']);
    const data = encodeFunctionData({
      abi,
      functionName: 'stake',
      args: [SPENDER, 42n, true],
    });
    const id = await host.send('rpcRequest', {
      method: 'eth_sendTransaction',
      params: send(data, FRIEND),
      abi,
    });
    await approve().waitFor(WAIT);
    await expect.poll(() => approve().isEnabled(), WAIT).toBe(true);
    const text = await panelText();
    expect(text).toMatch(/Function\s+stake/);
    expect(text).toMatch(new RegExp(`pool \\(address\\)\\s+${SPENDER}`));
    expect(text).toMatch(/amount \(uint256\)\s+42/);
    expect(text).toMatch(/locked \(bool\)\s+true/);
    expect(text).not.toMatch(/Unknown contract call/);
    await shoot('approval-abi-call');
    await rejectRequest(id);
  });

  test("a chain outside the catalogue is named by the kit's config, next to its id", async () => {
    await host.ask('switchNetwork', { chainId: 'eip155:31338' });
    const id = await host.send('rpcRequest', {
      method: 'personal_sign',
      params: [toHex('On the second chain'), visitor.eip155],
      network: { id: 'eip155:31338', name: 'Anvil Two' },
    });
    await approve().waitFor(WAIT);
    expect(await panelText()).toContain('Anvil Two (eip155:31338)');
    await rejectRequest(id);
    await host.ask('switchNetwork', { chainId: 'eip155:31337' });
  });

  test('an unknown call says it is not decoded', async () => {
    const { id, text } = await showRequest('eth_sendTransaction', send('0xdeadbeef00', FRIEND));
    expect(text).toMatch(/Unknown contract call \(function 0xdeadbeef\)/);
    await rejectRequest(id);
  });

  test('a 12-call batch lists every call with its count', async () => {
    const calls = Array.from({ length: 12 }, (_, index) =>
      index % 3 === 2
        ? {
            to: token,
            value: '0x0',
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [FRIEND, parseUnits(String(index + 1), 18)],
            }),
          }
        : { to: FRIEND, value: toHex(parseEther(`0.0${index + 1}`)) },
    );
    const { id, text } = await showRequest('wallet_sendCalls', [
      { version: '2.0.0', from: visitor.eip155, chainId: '0x7a69', calls },
    ]);
    expect(text).toContain('Send calls (12 calls)');
    for (let index = 1; index <= 12; index += 1) expect(text).toContain(`Call ${index} of 12`);
    expect(text).toContain('12 DEMO');
    await shoot('approval-batch-12');
    await host.frame.getByTestId('frame-approval-details').evaluate((node) => {
      node.scrollTop = node.scrollHeight;
    });
    await shoot('approval-batch-12-scrolled');
    await rejectRequest(id);
  });

  test('typed data shows its domain and its message as a tree', async () => {
    const typed = {
      domain: { name: 'Demo Exchange', version: '1', chainId: 31337, verifyingContract: token },
      types: {
        Order: [
          { name: 'maker', type: 'address' },
          { name: 'sell', type: 'Amount' },
          { name: 'expiry', type: 'uint256' },
        ],
        Amount: [
          { name: 'token', type: 'address' },
          { name: 'value', type: 'uint256' },
        ],
      },
      primaryType: 'Order',
      message: {
        maker: visitor.eip155,
        sell: { token, value: '1000000000000000000' },
        expiry: '1767225600',
      },
    };
    const { id, text } = await showRequest('eth_signTypedData_v4', [
      visitor.eip155,
      JSON.stringify(typed),
    ]);
    expect(text).toContain('Demo Exchange');
    expect(text).toContain(token);
    expect(text).toContain('Message: Order');
    expect(text).toMatch(/sell[\s\S]*token[\s\S]*value/);
    await shoot('approval-typed-data');
    await rejectRequest(id);
  });

  test('a Solana SPL transfer is decoded with amount, mint and accounts', async () => {
    await host.ask('switchNetwork', { chainId: SOLANA_CHAIN });
    const owner = new PublicKey(visitor.solana);
    const mint = Keypair.generate().publicKey;
    const source = Keypair.generate().publicKey;
    const destination = Keypair.generate().publicKey;
    const amount = Buffer.alloc(10);
    amount[0] = 12; // TransferChecked
    amount.writeBigUInt64LE(2_500_000n, 1);
    amount[9] = 6;
    const { blockhash } = await new Connection(host.solana.url).getLatestBlockhash();
    const transaction = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000 }),
      new TransactionInstruction({
        programId: TOKEN_PROGRAM,
        keys: [
          { pubkey: source, isSigner: false, isWritable: true },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: owner, isSigner: true, isWritable: false },
        ],
        data: amount,
      }),
    );
    const { id, text } = await showRequest('solana_signAndSendTransaction', {
      transaction: bs58.encode(transaction.serialize({ requireAllSignatures: false })),
      pubkey: visitor.solana,
    });
    expect(text).toMatch(/Amount\s+2\.5\s+Mint\s+(\S+)/);
    expect(/Amount\s+2\.5\s+Mint\s+(\S+)/.exec(text)![1]).toBe(mint.toBase58());
    expect(text).toContain(destination.toBase58());
    expect(text).toContain('Compute unit limit');
    expect(text).toContain('1000 micro-lamports per compute unit');
    await shoot('approval-solana-spl');
    await rejectRequest(id);
  });

  test('an instruction of an unknown Solana program is listed by id and flagged', async () => {
    const owner = new PublicKey(visitor.solana);
    const program = Keypair.generate().publicKey;
    const { blockhash } = await new Connection(host.solana.url).getLatestBlockhash();
    const transaction = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
      new TransactionInstruction({
        programId: program,
        keys: [{ pubkey: owner, isSigner: true, isWritable: true }],
        data: Buffer.from([1, 2, 3]),
      }),
    );
    const { id, text } = await showRequest('solana_signTransaction', {
      transaction: bs58.encode(transaction.serialize({ requireAllSignatures: false })),
      pubkey: visitor.solana,
    });
    expect(text).toContain(program.toBase58());
    expect(text).toMatch(/Not decoded/);
    await rejectRequest(id);
    await host.ask('switchNetwork', { chainId: 'eip155:31337' });
  });
});

describe('requests the panel will not show truthfully are refused', () => {
  test('a batch over the maximum of 20 calls is refused, not trimmed', async () => {
    const calls = Array.from({ length: 21 }, () => ({ to: FRIEND, value: '0x1' }));
    const id = await host.send('rpcRequest', {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', from: visitor.eip155, chainId: '0x7a69', calls }],
    });
    const reply = await host.answer(id);
    expect(reply?.type).toBe('error');
    expect(reply?.message).toMatch(/at most 20 calls; this one has 21/);
    expect(await approve().count()).toBe(0);
  });

  test('typed data bound to another chain is refused', async () => {
    const typed = {
      domain: { name: 'Elsewhere', chainId: 1, verifyingContract: token },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hello' },
    };
    const id = await host.send('rpcRequest', {
      method: 'eth_signTypedData_v4',
      params: [visitor.eip155, JSON.stringify(typed)],
    });
    const reply = await host.answer(id);
    expect(reply?.type).toBe('error');
    expect(reply?.message).toMatch(/for chain 1, not the current network \(chain 31337\)/);
  });
});

describe('no blind clicks', () => {
  test('a frame covered by the host page cannot be approved, and the panel says why', async () => {
    await host.page.evaluate(() => {
      const cover = document.createElement('div');
      cover.id = 'cover';
      // A see-through-for-clicks overlay: the visitor sees the host's text, clicks reach the frame.
      cover.style.cssText =
        'position:absolute;left:0;top:0;width:360px;height:640px;background:#fff;pointer-events:none;z-index:2';
      cover.textContent = 'Claim your prize';
      document.body.append(cover);
    });
    const id = await host.send('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: visitor.eip155, to: FRIEND, value: toHex(parseEther('1')) }],
    });
    await approve().waitFor({ state: 'attached', ...WAIT });
    await host.page.waitForTimeout(1_200);
    expect(await approve().isDisabled()).toBe(true);
    expect(await host.frame.getByTestId('frame-approval-status').textContent()).toMatch(
      /covered, transparent or off screen/,
    );
    const box = (await approve().boundingBox())!;
    await host.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await host.answer(id, 2_000)).toBeUndefined();
    await host.page.evaluate(() => document.getElementById('cover')!.remove());
    await expect.poll(() => approve().isEnabled(), WAIT).toBe(true);
    await rejectRequest(id);
  });

  test('Approve works from the keyboard once armed, and the panel opens with focus off Approve', async () => {
    const id = await host.send('rpcRequest', {
      method: 'personal_sign',
      params: [toHex('Keyboard approval'), visitor.eip155],
    });
    await approve().waitFor(WAIT);
    expect(await approve().evaluate((node) => node === document.activeElement)).toBe(false);
    await expect.poll(() => approve().isEnabled(), WAIT).toBe(true);
    await approve().focus();
    await host.page.keyboard.press('Enter');
    expect((await host.answer(id))?.type).toBe('success');
  });
});
