/**
 * What a visitor approves is the same in every language: for each locale the review shows the
 * very amount, recipient and network that English shows. Words change; data does not (an amount
 * may only trade its decimal point for the locale's decimal sign, digit for digit).
 */
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { base58Encode, SUPPORTED_LOCALES, type SupportedLocale } from '@wallet-kit/schemas';
import { encodeFunctionData, erc20Abi, parseEther, parseUnits, toHex, type Hex } from 'viem';
import { afterEach, describe, expect, test } from 'vitest';
import type { RequestDescription } from '../approval-description.js';
import { describeRequest } from '../describe-request.js';
import { namedNetwork } from '../network-name.js';
import { FRAME_EN } from './en.js';
import { useFrameText } from './frame-text.js';
import { loadFrameText } from './load-frame-text.js';

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const readToken = async () => ({ symbol: 'DEMO', decimals: 18 });

afterEach(() => useFrameText('en', FRAME_EN));

async function reviewIn(locale: SupportedLocale, method: string, params: unknown) {
  useFrameText(locale, await loadFrameText(locale));
  return describeRequest(method, params, {
    network: namedNetwork('eip155:1'),
    from: FROM,
    readToken,
  });
}

/** The data a visitor checks: every non-word value, amounts read back to a plain decimal. */
function dataOf(review: RequestDescription, decimalSign: string) {
  const values = review.sections.flatMap((section) =>
    section.lines.filter((entry) => !entry.words).map((entry) => entry.value),
  );
  return {
    network: review.network,
    from: review.from,
    values: values.map((value) => value.replace(decimalSign, '.')),
  };
}

const decimalSignOf = (locale: string) =>
  new Intl.NumberFormat(locale, { numberingSystem: 'latn' })
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')!.value;

const transfer = [
  {
    from: FROM,
    to: TOKEN,
    value: '0x0',
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [RECEIVER, parseUnits('1234.000000000000000001', 18)],
    }),
  },
];
const nativeSend = [
  { from: FROM, to: RECEIVER, value: toHex(parseEther('0.5')), data: '0x' as Hex },
];
const OTHERS = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');

describe('a translation never changes what the review shows about the request', () => {
  test.each(OTHERS)(
    '%s shows the same amount, recipient and network as English for a token transfer',
    async (locale) => {
      const english = dataOf(await reviewIn('en', 'eth_sendTransaction', transfer), '.');
      const translated = await reviewIn(locale, 'eth_sendTransaction', transfer);
      expect(dataOf(translated, decimalSignOf(locale))).toEqual(english);
      expect(english.values).toContain('1234.000000000000000001 DEMO');
      expect(english.values).toContain(RECEIVER);
      expect(english.network).toEqual({ id: 'eip155:1', name: 'Ethereum' });
    },
  );

  test.each(OTHERS)(
    '%s shows the same value, recipient and network as English for a native send',
    async (locale) => {
      const english = dataOf(await reviewIn('en', 'eth_sendTransaction', nativeSend), '.');
      const translated = await reviewIn(locale, 'eth_sendTransaction', nativeSend);
      expect(dataOf(translated, decimalSignOf(locale))).toEqual(english);
      expect(english.values).toEqual([RECEIVER, '0.5 ETH']);
    },
  );

  test.each(OTHERS)('%s shows every call of a batch, as English does', async (locale) => {
    const calls = [{ calls: [...transfer, ...nativeSend, ...transfer] }];
    const english = await reviewIn('en', 'wallet_sendCalls', calls);
    const translated = await reviewIn(locale, 'wallet_sendCalls', calls);
    expect(translated.sections).toHaveLength(english.sections.length);
    expect(dataOf(translated, decimalSignOf(locale))).toEqual(dataOf(english, '.'));
  });
});

const SOL_PAYER = Keypair.generate().publicKey;
const SOL_RECEIVER = Keypair.generate().publicKey;
const SOL_MINT = Keypair.generate().publicKey;
const SOL_SOURCE = Keypair.generate().publicKey;
const SOL_DESTINATION = Keypair.generate().publicKey;
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

/** A SOL transfer of 1.5, a 2.5-token TransferChecked (6 decimals) and an unknown program. */
function solanaTransaction(): string {
  const checked = Buffer.alloc(10);
  checked[0] = 12;
  checked.writeBigUInt64LE(2_500_000n, 1);
  checked[9] = 6;
  const transaction = new Transaction({
    feePayer: SOL_PAYER,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
  }).add(
    SystemProgram.transfer({
      fromPubkey: SOL_PAYER,
      toPubkey: SOL_RECEIVER,
      lamports: 1_500_000_000,
    }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM,
      keys: [
        { pubkey: SOL_SOURCE, isSigner: false, isWritable: true },
        { pubkey: SOL_MINT, isSigner: false, isWritable: false },
        { pubkey: SOL_DESTINATION, isSigner: false, isWritable: true },
        { pubkey: SOL_PAYER, isSigner: true, isWritable: false },
      ],
      data: checked,
    }),
    new TransactionInstruction({
      programId: Keypair.generate().publicKey,
      keys: [{ pubkey: SOL_PAYER, isSigner: true, isWritable: true }],
      data: Buffer.from([1, 2, 3]),
    }),
  );
  return base58Encode(transaction.serialize({ requireAllSignatures: false }));
}

const typedData = {
  domain: { name: 'Demo Exchange', version: '1', chainId: 1, verifyingContract: TOKEN },
  types: {
    Order: [
      { name: 'maker', type: 'address' },
      { name: 'amounts', type: 'uint256[]' },
    ],
  },
  primaryType: 'Order',
  message: { maker: FROM, amounts: ['1000000000000000000', '7'] },
};

/** Every label and every sentence of the frame's own in a review, data values left out. */
const wordsOf = (review: RequestDescription) => [
  review.title,
  ...review.warnings,
  ...review.sections.flatMap((section) => [
    section.heading,
    ...section.lines.flatMap((entry) => [entry.label, ...(entry.words ? [entry.value] : [])]),
  ]),
];

const solanaParams = () => ({ transaction: solanaTransaction(), pubkey: SOL_PAYER.toBase58() });
const typedParams = [FROM, JSON.stringify(typedData)];

describe('a Solana review and a typed-data review are in the visitor language, data unchanged', () => {
  test.each(OTHERS)(
    '%s shows the same amounts and accounts as English for a Solana transaction',
    async (locale) => {
      const params = solanaParams();
      const english = await reviewIn('en', 'solana_signAndSendTransaction', params);
      const translated = await reviewIn(locale, 'solana_signAndSendTransaction', params);
      expect(translated.sections).toHaveLength(english.sections.length);
      expect(dataOf(translated, decimalSignOf(locale))).toEqual(dataOf(english, '.'));
      const values = dataOf(english, '.').values;
      for (const expected of ['1.5 SOL', '2.5', SOL_MINT.toBase58(), SOL_DESTINATION.toBase58()])
        expect(values).toContain(expected);
    },
  );

  test.each(OTHERS)(
    '%s shows the same domain and message values as English for typed data',
    async (locale) => {
      const english = await reviewIn('en', 'eth_signTypedData_v4', typedParams);
      const translated = await reviewIn(locale, 'eth_signTypedData_v4', typedParams);
      expect(dataOf(translated, decimalSignOf(locale))).toEqual(dataOf(english, '.'));
      expect(dataOf(english, '.').values).toEqual(
        expect.arrayContaining(['Demo Exchange', '1', TOKEN, FROM, '1000000000000000000', '7']),
      );
    },
  );

  test.each(['ar', 'ja'] as const)(
    '%s leaves no English word of the frame in a Solana review or a typed-data review',
    async (locale) => {
      for (const [method, params] of [
        ['solana_signAndSendTransaction', solanaParams()],
        ['eth_signTypedData_v4', typedParams],
      ] as const) {
        const english = wordsOf(await reviewIn('en', method, params));
        const translated = wordsOf(await reviewIn(locale, method, params));
        // The typed data's own field names and indices are the app's data, not the frame's.
        const appNames = new Set(['maker', 'amounts', '0', '1']);
        const left = translated.filter(
          (text, index) => text !== '' && !appNames.has(text.trim()) && text === english[index],
        );
        expect(left, `${locale} ${method}`).toEqual([]);
      }
    },
  );
});
