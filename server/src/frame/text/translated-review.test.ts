/**
 * What a visitor approves is the same in every language: for each locale the review shows the
 * very amount, recipient and network that English shows. Words change; data does not (an amount
 * may only trade its decimal point for the locale's decimal sign, digit for digit).
 */
import { SUPPORTED_LOCALES, type SupportedLocale } from '@wallet-kit/schemas';
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
