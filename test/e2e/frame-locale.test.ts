/**
 * The wallet frame speaks the kit's language: opened with `locale=` (as the kit passes its
 * resolved locale), its review is in that language, Arabic laid out right to left with the
 * addresses and amounts left to right; an unknown locale is English, logged and never written
 * into the page; only the chosen locale's text is fetched. In chromium against the real wallet
 * service, anvil, the Solana shim and a real ERC-20. Screenshots: test-results/e2e/frame-locale-*.png.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { encodeFunctionData, erc20Abi, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { SCREENSHOT_DIR } from '@wallet-kit/local-stack/browser';
import { deployDemoToken } from '@wallet-kit/local-stack/erc20/deploy';
import { openFrameHost, SOLANA_CHAIN, type FrameHost } from '../fixtures/embedded/frame-host.js';

const WAIT = { timeout: 30_000 };
const FRIEND = ANVIL_ACCOUNTS[1].address as Address;

let host: FrameHost;
let visitor: { eip155: string; solana: string };
let logins = 0;
let token: Address;
/** The locale chunks the frame fetched since the last reopen. */
const chunks: string[] = [];
const warnings: string[] = [];

beforeAll(async () => {
  host = await openFrameHost();
  host.page.on('request', (request) => {
    // A locale's text chunk is named after its file (es-<hash>.js); shared code chunks are not.
    const chunk = /\/frame\/chunks\/((?:es|fr|de|ja|zh-CN|ar)-[^/?]+)/.exec(request.url());
    if (chunk) chunks.push(chunk[1]!);
  });
  host.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  token = await deployDemoToken({
    rpcUrl: host.anvil.rpcUrl,
    chainId: 31337,
    from: ANVIL_ACCOUNTS[0].address,
  });
}, 300_000);
afterAll(() => host?.close());

const approve = () => host.frame.getByTestId('frame-approve');
const panel = () => host.frame.locator('.wk-approval');

/** Opens the frame in `locale`, shows a 12.5 DEMO transfer to FRIEND, resolves with its id. */
async function showTransferIn(locale: string | undefined) {
  chunks.length = 0;
  await host.reopenIn(locale);
  // A reloaded frame starts signed out (the kit would restore the login): a visitor per locale.
  visitor = await host.logIn(`locale-${logins++}@example.com`);
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [FRIEND, parseUnits('12.5', 18)],
  });
  const id = await host.send('rpcRequest', {
    method: 'eth_sendTransaction',
    params: [{ from: visitor.eip155, to: token, data, value: '0x0' }],
  });
  await approve()
    .waitFor(WAIT)
    .catch(async (error: unknown) => {
      throw new Error(`no review: ${JSON.stringify(await host.answer(id, 1_000))}`, {
        cause: error,
      });
    });
  await expect.poll(() => approve().isEnabled(), WAIT).toBe(true);
  return id;
}

async function rejectRequest(id: string) {
  await host.frame.getByTestId('frame-reject').click();
  expect((await host.answer(id))?.code).toBe(4001);
}

/** The frame at `width` px wide (the page and the iframe), saved as frame-locale-<name>.png. */
async function shootAt(width: number, name: string) {
  await host.page.setViewportSize({ width, height: 640 });
  await host.page.evaluate((w) => {
    document.getElementById('wallet')!.style.width = `${Math.min(w, 460)}px`;
  }, width);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await host.page.screenshot({ path: join(SCREENSHOT_DIR, `frame-locale-${name}.png`) });
}

/** The frame as it is (the fixture's 360 × 640), saved as frame-locale-<name>.png. */
async function shoot(name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await host.page.screenshot({ path: join(SCREENSHOT_DIR, `frame-locale-${name}.png`) });
}

/** The host page and its frame back at the fixture's 360 × 640. */
async function backTo360() {
  await host.page.setViewportSize({ width: 360, height: 640 });
  await host.page.evaluate(() => {
    document.getElementById('wallet')!.style.width = '360px';
  });
}

/** The `dir` and computed direction of the review's value that reads exactly `text`. */
const directionOf = (text: string) =>
  host.frame
    .locator('dd', { hasText: text })
    .first()
    .evaluate((node) => ({
      dir: node.getAttribute('dir'),
      direction: getComputedStyle(node).direction,
    }));

describe("the frame shows the kit's language", () => {
  test('a frame opened in Arabic shows the review in Arabic, right to left, with the address left to right', async () => {
    const id = await showTransferIn('ar');
    const text = await panel().innerText();
    expect(text).toContain('إرسال معاملة');
    expect(text).toContain('تحويل رموز');
    expect(text).toContain('12.5 DEMO');
    expect(text).toContain(FRIEND);
    expect(text).toContain('Anvil (eip155:31337)');
    expect(await approve().innerText()).toBe('موافقة');
    const root = await host.frame
      .locator('html')
      .evaluate((node) => ({ lang: node.getAttribute('lang'), dir: node.getAttribute('dir') }));
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await panel().evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
    expect(await directionOf(FRIEND)).toEqual({ dir: 'ltr', direction: 'ltr' });
    expect(await directionOf('12.5 DEMO')).toEqual({ dir: 'ltr', direction: 'ltr' });
    expect(await directionOf(visitor.eip155)).toEqual({ dir: 'ltr', direction: 'ltr' });
    // Right to left: Reject (first) sits on the right, Approve on the left.
    const rejectBox = await host.frame.getByTestId('frame-reject').boundingBox();
    const approveBox = await approve().boundingBox();
    expect(rejectBox!.x).toBeGreaterThan(approveBox!.x);
    expect(chunks).toHaveLength(1);
    await rejectRequest(id);
    // The screenshots show a request of their own: the page is loaded again for the next test.
    await showTransferIn('ar');
    await shootAt(390, 'arabic-390px');
    await shootAt(1280, 'arabic-1280px');
    await backTo360();
  });

  test('a frame opened in Spanish shows the review in Spanish, with the amount written the Spanish way', async () => {
    const id = await showTransferIn('es');
    const text = await panel().innerText();
    expect(text).toContain('Enviar transacción');
    expect(text).toContain('Transferencia de tokens');
    expect(text).toContain('12,5 DEMO');
    expect(text).toContain(FRIEND);
    expect(await approve().innerText()).toBe('Aprobar');
    expect(chunks).toHaveLength(1);
    await rejectRequest(id);
    await showTransferIn('es');
    await shootAt(390, 'spanish-390px');
    await backTo360();
  });

  test('an unknown locale shows English, is logged and is never written into the page', async () => {
    warnings.length = 0;
    const hostile = 'xx"><img src=x onerror=alert(1)>';
    const id = await showTransferIn(hostile);
    const text = await panel().innerText();
    expect(text).toContain('Send transaction');
    expect(text).toContain('12.5 DEMO');
    expect(await approve().innerText()).toBe('Approve');
    const root = await host.frame.locator('html').evaluate((node) => node.outerHTML);
    expect(root).not.toContain('onerror');
    expect(root).toMatch(/^<html lang="en" dir="ltr">/);
    expect(warnings.join('\n')).toContain('unsupported locale');
    expect(chunks).toEqual([]);
    await rejectRequest(id);
  });
});

const SOL_MINT = Keypair.generate().publicKey.toBase58();
const SOL_RECEIVER = Keypair.generate().publicKey.toBase58();
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

/** 1.5 SOL to SOL_RECEIVER and 2.5 tokens of SOL_MINT (TransferChecked, 6 decimals). */
function solanaTransfers(owner: string): string {
  const payer = new PublicKey(owner);
  const checked = Buffer.alloc(10);
  checked[0] = 12;
  checked.writeBigUInt64LE(2_500_000n, 1);
  checked[9] = 6;
  const transaction = new Transaction({
    feePayer: payer,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
  }).add(
    SystemProgram.transfer({
      fromPubkey: payer,
      toPubkey: new PublicKey(SOL_RECEIVER),
      lamports: 1_500_000_000,
    }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM,
      keys: [
        { pubkey: Keypair.generate().publicKey, isSigner: false, isWritable: true },
        { pubkey: new PublicKey(SOL_MINT), isSigner: false, isWritable: false },
        { pubkey: Keypair.generate().publicKey, isSigner: false, isWritable: true },
        { pubkey: payer, isSigner: true, isWritable: false },
      ],
      data: checked,
    }),
  );
  return bs58.encode(transaction.serialize({ requireAllSignatures: false }));
}

const typedOrder = () =>
  JSON.stringify({
    domain: { name: 'Demo Exchange', version: '1', chainId: 31337, verifyingContract: token },
    types: { Order: [{ name: 'maker', type: 'address' }] },
    primaryType: 'Order',
    message: { maker: visitor.eip155 },
  });

/** Shows `method` in the open frame, returns the panel's text and the request's id. */
async function review(method: string, params: unknown) {
  const id = await host.send('rpcRequest', { method, params });
  await approve().waitFor(WAIT);
  await expect.poll(() => approve().isEnabled(), WAIT).toBe(true);
  return { id, text: await panel().innerText() };
}

interface Expected {
  locale: string;
  words: string[];
  english: string[];
  amounts: string[];
}

describe('a Solana review and a typed-data review are in the kit language', () => {
  test.each<Expected>([
    {
      locale: 'ar',
      words: [
        'تحويل SOL',
        'دافع الرسوم',
        'عنوان سك الرمز',
        'التعليمة 2',
        'النطاق',
        'الرسالة: Order',
      ],
      english: ['Fee payer', 'SOL transfer', 'Mint', 'instruction', 'Domain', 'Message:'],
      amounts: ['1.5 SOL', '2.5'],
    },
    {
      locale: 'es',
      words: ['Transferencia de SOL', 'Pagador de la comisión', 'instrucción 2', 'Dominio'],
      english: ['Fee payer', 'SOL transfer', 'instruction', 'Domain', 'Message:'],
      amounts: ['1,5 SOL', '2,5'],
    },
  ])(
    'a frame opened in $locale shows a Solana transfer and typed data in that language, data left to right',
    async ({ locale, words, english, amounts }) => {
      await host.reopenIn(locale);
      visitor = await host.logIn(`locale-${logins++}@example.com`);
      await host.ask('switchNetwork', { chainId: SOLANA_CHAIN });
      const solana = await review('solana_signAndSendTransaction', {
        transaction: solanaTransfers(visitor.solana),
        pubkey: visitor.solana,
      });
      for (const data of [SOL_MINT, SOL_RECEIVER, amounts[0]!]) {
        expect(await directionOf(data), data).toEqual({ dir: 'ltr', direction: 'ltr' });
      }
      await shoot(`solana-${locale}`);
      await rejectRequest(solana.id);
      await host.ask('switchNetwork', { chainId: 'eip155:31337' });
      const typed = await review('eth_signTypedData_v4', [visitor.eip155, typedOrder()]);
      await shoot(`typed-data-${locale}`);
      const text = `${solana.text}\n${typed.text}`;
      for (const word of words) expect(text).toContain(word);
      for (const word of english) expect(text).not.toContain(word);
      for (const amount of amounts) expect(solana.text).toContain(amount);
      for (const data of [token, visitor.eip155]) {
        expect(await directionOf(data), data).toEqual({ dir: 'ltr', direction: 'ltr' });
      }
      await rejectRequest(typed.id);
    },
  );
});
