/**
 * A mistyped receiver must not receive the visitor's money. An EVM address written in mixed
 * case carries the EIP-55 checksum: a change to one character almost always breaks it, so the
 * Send form refuses a mixed-case address whose checksum is wrong, before the wallet is asked.
 * Against a real anvil node, a kit connected to an announcing test wallet (dev account 0).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createPublicClient, formatEther, getAddress, http, parseEther, type Address } from 'viem';
import { createWalletKit } from '@wallet-kit/runtime';
import { createEip155Adapter } from '@wallet-kit/runtime/eip155';
import { parseConfig } from '@wallet-kit/schemas';
import { sendFeature } from '../../runtime/src/core/send/send.js';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { createAnvilWallet } from '../fixtures/eip1193/anvil-wallet.js';
import {
  createTestWindow,
  installAnnouncingWallet,
  walletInfo,
} from '../fixtures/eip1193/test-window.js';
import { MemoryStorage } from '../../runtime/src/core/testing/test-support.js';
import { startAndConnect } from '../fixtures/connect-discovered.js';

const RDNS = 'io.metamask';
const FROM = ANVIL_ACCOUNTS[0].address;
/** Dev account 1 as wallets show it, with its EIP-55 checksum. */
const RECEIVER = getAddress(ANVIL_ACCOUNTS[1].address);
/** The receiver with its last hex digit mistyped, in the same mixed case: a wrong checksum. */
const MISTYPED = `${RECEIVER.slice(0, -1)}${RECEIVER.endsWith('8') ? '9' : '8'}` as Address;
/** The receiver with one letter's case flipped: the same account, but not its checksum. */
const CASE_FLIPPED = flipFirstLetter(RECEIVER);

function flipFirstLetter(address: string): Address {
  const index = address.slice(2).search(/[a-fA-F]/) + 2;
  const letter = address[index]!;
  const flipped = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
  return `${address.slice(0, index)}${flipped}${address.slice(index + 1)}` as Address;
}

let node: AnvilNode;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});
afterAll(() => node?.stop());

const balanceOf = (address: Address) =>
  createPublicClient({ transport: http(node.rpcUrl) }).getBalance({ address });

async function sendForm() {
  const parsed = parseConfig({
    projectId: 'test',
    metadata: { name: 'Checksum test', url: 'http://127.0.0.1:5173' },
    networks: [
      {
        caipNetworkId: `eip155:${node.chainId}`,
        name: 'Anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [node.rpcUrl] } },
        testnet: true,
      },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const win = createTestWindow();
  installAnnouncingWallet(win, walletInfo(RDNS, 'MetaMask'), createAnvilWallet({ chains: [node] }));
  const kit = createWalletKit(parsed.config, [createEip155Adapter({ window: win })], {
    storage: new MemoryStorage(),
  });
  cleanups.push(() => kit.destroy());
  await startAndConnect(kit, RDNS);
  const send = kit.feature(sendFeature);
  send.setToken({
    symbol: 'ETH',
    chainId: parsed.config.networks[0]!.caipNetworkId,
    quantity: { decimals: '18', numeric: formatEther(await balanceOf(FROM)) },
  });
  return send;
}

describe('a mixed-case EVM receiver must carry a valid EIP-55 checksum', () => {
  test.each([
    ['a mistyped hex digit', MISTYPED],
    ["one letter's case changed", CASE_FLIPPED],
  ])(
    'a receiver with %s is refused as "Invalid address" and nothing is sent',
    async (_, receiver) => {
      const send = await sendForm();
      const before = await balanceOf(receiver);
      send.setAmount('0.001');
      send.setReceiver(receiver);
      await expect(send.send()).resolves.toBeUndefined();
      expect(send.store.getState()).toMatchObject({
        error: 'Invalid address',
        receiverAddress: receiver,
        sendTokenAmount: '0.001',
      });
      expect(await balanceOf(receiver)).toBe(before);
    },
  );

  test.each([
    ['its checksum', RECEIVER],
    ['lower case (no checksum to check)', RECEIVER.toLowerCase() as Address],
    ['upper case (no checksum to check)', `0x${RECEIVER.slice(2).toUpperCase()}` as Address],
  ])('the right address written with %s is sent to', async (_, receiver) => {
    const send = await sendForm();
    const before = await balanceOf(RECEIVER);
    send.setAmount('0.001');
    send.setReceiver(receiver);
    await expect(send.send()).resolves.toMatch(/^0x[0-9a-f]{64}$/);
    expect((await balanceOf(RECEIVER)) - before).toBe(parseEther('0.001'));
  });
});
