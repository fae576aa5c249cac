/**
 * The eip155 adapter's token balances and sends (native and ERC-20, through the wallet)
 * against a real anvil node with a deployed ERC-20, through a test wallet.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createPublicClient, getAddress, http, parseEther, parseUnits, type Address } from 'viem';
import { createEip155Adapter } from '@wallet-kit/runtime/eip155';
import type { ChainAdapter } from '@wallet-kit/runtime';
import { describeChainError } from '../../runtime/src/core/chain-errors.js';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { recordingContext } from '../fixtures/eip1193/adapter-context.js';
import { anvilNetwork } from '../fixtures/eip1193/anvil-network.js';
import { createAnvilWallet } from '../fixtures/eip1193/anvil-wallet.js';
import {
  createTestWindow,
  installAnnouncingWallet,
  walletInfo,
} from '../fixtures/eip1193/test-window.js';
import { DEMO_TOKEN, deployDemoToken, tokenBalanceOf } from '@wallet-kit/local-stack/erc20/deploy';

const RDNS = 'io.metamask';
const FROM = ANVIL_ACCOUNTS[0].address;
const TO = ANVIL_ACCOUNTS[2].address;
let node: AnvilNode;
let token: Address;
const adapters: ChainAdapter[] = [];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  token = await deployDemoToken({ rpcUrl: node.rpcUrl, chainId: node.chainId, from: FROM });
});
afterAll(() => node?.stop());
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy();
});

async function connected() {
  const wallet = createAnvilWallet({ chains: [node] });
  const win = createTestWindow();
  installAnnouncingWallet(win, walletInfo(RDNS, 'MetaMask'), wallet);
  const adapter = createEip155Adapter({ window: win });
  adapters.push(adapter);
  const network = anvilNetwork(node);
  adapter.init(recordingContext([network]));
  await adapter.connect({ connectorId: RDNS, network });
  return { adapter, wallet, network };
}

const nativeBalance = (address: Address) =>
  createPublicClient({ transport: http(node.rpcUrl) }).getBalance({ address });

describe('token balances from the chain', () => {
  test('reads the configured ERC-20 balances with balanceOf (no Multicall3 on a fresh chain)', async () => {
    const { adapter, network } = await connected();
    const balances = await adapter.getTokenBalances!({
      address: FROM,
      network,
      tokens: [{ address: token, symbol: DEMO_TOKEN.symbol, decimals: 18, name: DEMO_TOKEN.name }],
    });
    expect(balances).toEqual([
      {
        name: 'Demo Token',
        symbol: 'DEMO',
        chainId: 'eip155:31337',
        address: getAddress(token),
        quantity: { decimals: '18', numeric: expect.stringMatching(/^\d+(\.\d+)?$/) },
      },
    ]);
  });

  test('leaves out a configured token that is not a contract instead of failing the list', async () => {
    const { adapter, network } = await connected();
    const balances = await adapter.getTokenBalances!({
      address: FROM,
      network,
      tokens: [
        { address: ANVIL_ACCOUNTS[1].address, symbol: 'NOPE', decimals: 18 },
        { address: token, symbol: 'DEMO', decimals: 18 },
      ],
    });
    expect(balances.map((b) => b.symbol)).toEqual(['DEMO']);
  });
});

describe('send', () => {
  test('sendNative sends ETH through the wallet and resolves once mined', async () => {
    const { adapter, wallet } = await connected();
    const before = await nativeBalance(TO);
    const hash = await adapter.sendNative!({ to: TO, amount: '1.5' });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(wallet.requests).toContain('eth_sendTransaction');
    expect((await nativeBalance(TO)) - before).toBe(parseEther('1.5'));
  });

  test('sendToken calls the ERC-20 transfer through the wallet', async () => {
    const { adapter } = await connected();
    const before = await tokenBalanceOf(node.rpcUrl, token, TO);
    await adapter.sendToken!({ token, to: TO, amount: '12.25' });
    expect((await tokenBalanceOf(node.rpcUrl, token, TO)) - before).toBe(parseUnits('12.25', 18));
  });

  test('a send the visitor declines rejects as a user rejection and moves nothing', async () => {
    const { adapter, wallet } = await connected();
    wallet.declinePrompts(4001);
    const before = await nativeBalance(TO);
    const error = await adapter.sendNative!({ to: TO, amount: '1' }).catch((e: unknown) => e);
    expect(describeChainError(error).name).toBe('UserRejectedRequestError');
    expect(await nativeBalance(TO)).toBe(before);
  });

  test('a token send above the balance is refused by the node before the wallet signs', async () => {
    const { adapter } = await connected();
    const error = await adapter.sendToken!({ token, to: TO, amount: '99999999999' }).catch(
      (e: unknown) => e,
    );
    expect(describeChainError(error).name).toBe('ExecutionRevertedError');
  });

  test('an amount with more decimals than the currency has is refused with a clear error', async () => {
    const { adapter } = await connected();
    await expect(adapter.sendNative!({ to: TO, amount: '0.0000000000000000001' })).rejects.toThrow(
      'At most 18 decimals are allowed',
    );
  });

  test('estimateFee prices the transfer in the native currency', async () => {
    const { adapter } = await connected();
    const native = await adapter.estimateFee!({ to: TO, amount: '1' });
    const erc20 = await adapter.estimateFee!({ to: TO, amount: '1', token });
    expect(native.symbol).toBe('ETH');
    expect(Number(native.fee)).toBeGreaterThan(0);
    // An ERC-20 transfer runs contract code: it costs more gas than a plain transfer.
    expect(Number(erc20.fee)).toBeGreaterThan(Number(native.fee));
  });

  test('resolveName is skipped on a network without an ENS registry', async () => {
    const { adapter, network, wallet } = await connected();
    const count = wallet.requests.length;
    await expect(adapter.resolveName!({ name: 'vitalik.eth', network })).resolves.toBeUndefined();
    expect(wallet.requests).toHaveLength(count);
  });
});
