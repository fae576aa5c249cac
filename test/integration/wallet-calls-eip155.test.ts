/**
 * The host app's eip155 wallet calls (sign typed data, send transaction, ERC-20 transfer,
 * EIP-5792 batches) through a kit connected to an injected test wallet on a real anvil node:
 * signatures are checked with viem and every transaction is read back from the chain.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  createPublicClient,
  getAddress,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  verifyTypedData,
  type Address,
  type Hex,
} from 'viem';
import { createWalletKit, walletCalls, WalletCallError } from '@wallet-kit/runtime';
import { createEip155Adapter } from '@wallet-kit/runtime/eip155';
import { parseConfig } from '@wallet-kit/schemas';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { deployDemoToken, tokenBalanceOf } from '@wallet-kit/local-stack/erc20/deploy';
import { createAnvilWallet, type AnvilWalletOptions } from '../fixtures/eip1193/anvil-wallet.js';
import {
  createTestWindow,
  installAnnouncingWallet,
  walletInfo,
} from '../fixtures/eip1193/test-window.js';
import { MemoryStorage } from '../../runtime/src/core/testing/test-support.js';
import { startAndConnect } from '../fixtures/connect-discovered.js';

const RDNS = 'io.metamask';
/** The demo token's functions the contract-write tests call, as an app would declare them. */
const TOKEN_ABI = parseAbi([
  'function approve(address spender, uint256 value) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
]);
const FROM = ANVIL_ACCOUNTS[0].address;
const TO = ANVIL_ACCOUNTS[2].address;

let node: AnvilNode;
let token: Address;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  token = await deployDemoToken({ rpcUrl: node.rpcUrl, chainId: node.chainId, from: FROM });
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});
afterAll(() => node?.stop());

const chain = () => createPublicClient({ transport: http(node.rpcUrl) });

async function mined(hash: Hex) {
  return chain().waitForTransactionReceipt({ hash, pollingInterval: 100 });
}

/** A kit connected to the test wallet (dev account 0) and its wallet calls. */
async function connectedKit(walletOptions: Partial<AnvilWalletOptions> = {}) {
  const parsed = parseConfig({
    projectId: 'test',
    metadata: { name: 'Wallet calls test', url: 'http://127.0.0.1:5173' },
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
  const wallet = createAnvilWallet({ chains: [node], ...walletOptions });
  const win = createTestWindow();
  installAnnouncingWallet(win, walletInfo(RDNS, 'MetaMask'), wallet);
  const adapter = createEip155Adapter({ window: win });
  const kit = createWalletKit(parsed.config, [adapter], { storage: new MemoryStorage() });
  cleanups.push(() => kit.destroy());
  await startAndConnect(kit, RDNS);
  return { kit, wallet, calls: kit.feature(walletCalls) };
}

const TYPED_DATA = {
  domain: {
    name: 'Wallet Kit Demo',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Alice', wallet: FROM },
    to: { name: 'Bob', wallet: TO },
    contents: 'Hello, Bob!',
    amount: 10n ** 20n,
  },
} as const;

describe('eip155 wallet calls (injected wallet, real anvil)', () => {
  test('an EIP-712 signature verifies for the connected account', async () => {
    const { calls } = await connectedKit();
    const signature = await calls.signTypedData(TYPED_DATA);
    const valid = await verifyTypedData({ ...TYPED_DATA, address: FROM, signature });
    expect(valid).toBe(true);
    const forOther = await verifyTypedData({ ...TYPED_DATA, address: TO, signature });
    expect(forOther).toBe(false);
  });

  test('a sent transaction is mined and moves the value', async () => {
    const { calls } = await connectedKit();
    const before = await chain().getBalance({ address: TO });
    const hash = await calls.sendTransaction({ to: TO, value: parseEther('0.25') });
    const receipt = await mined(hash);
    expect(receipt.status).toBe('success');
    expect(getAddress(receipt.from)).toBe(FROM);
    expect(await chain().getBalance({ address: TO })).toBe(before + parseEther('0.25'));
  });

  test('an ERC-20 transfer through write contract is mined and moves the tokens', async () => {
    const { calls } = await connectedKit();
    const before = await tokenBalanceOf(node.rpcUrl, token, TO);
    const hash = await calls.writeContract({ token, to: TO, amount: parseUnits('3', 18) });
    expect((await mined(hash)).status).toBe('success');
    const after = await tokenBalanceOf(node.rpcUrl, token, TO);
    expect(after - before).toBe(parseUnits('3', 18));
  });

  test('a write to any contract function, given its ABI, is mined and changes the contract', async () => {
    const { calls } = await connectedKit();
    const hash = await calls.writeContract({
      address: token,
      abi: TOKEN_ABI,
      functionName: 'approve',
      args: [TO, parseUnits('7', 18)],
    });
    expect((await mined(hash)).status).toBe('success');
    const allowance = await chain().readContract({
      address: token,
      abi: TOKEN_ABI,
      functionName: 'allowance',
      args: [FROM, TO],
    });
    expect(allowance).toBe(parseUnits('7', 18));
  });

  test('a function the ABI does not have is refused, naming it, before the wallet is asked', async () => {
    const { calls, wallet } = await connectedKit();
    const error = await calls
      .writeContract({ address: token, abi: TOKEN_ABI, functionName: 'mintForFree', args: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletCallError);
    expect(error).toMatchObject({ name: 'AbiFunctionNotFoundError', category: 'internal' });
    expect((error as Error).message).toContain('mintForFree');
    expect(wallet.requests).not.toContain('eth_sendTransaction');
  });

  test('arguments that do not fit the function are refused before the wallet is asked', async () => {
    const { calls, wallet } = await connectedKit();
    const error = await calls
      .writeContract({ address: token, abi: TOKEN_ABI, functionName: 'approve', args: [TO] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbiEncodingLengthMismatchError', category: 'internal' });
    expect(wallet.requests).not.toContain('eth_sendTransaction');
  });

  test('a contract write that would revert fails with the node reason before the wallet prompts', async () => {
    const { calls, wallet } = await connectedKit();
    const error = await calls
      .writeContract({
        address: token,
        abi: TOKEN_ABI,
        functionName: 'transferFrom',
        args: [TO, FROM, parseUnits('1', 18)],
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ExecutionRevertedError', category: 'transaction' });
    expect(wallet.requests).not.toContain('eth_sendTransaction');
  });

  test('a transfer of more tokens than the account holds fails as a reverted transaction before the wallet prompts', async () => {
    const { calls, wallet } = await connectedKit();
    const error = await calls
      .writeContract({ token, to: TO, amount: parseUnits('1000000000', 18) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletCallError);
    expect(error).toMatchObject({ name: 'ExecutionRevertedError', category: 'transaction' });
    expect(wallet.requests).not.toContain('eth_sendTransaction');
  });

  test('a declined request is a rejection and leaves the kit connected and the modal as it was', async () => {
    const { kit, wallet, calls } = await connectedKit();
    kit.open();
    await vi.waitFor(() => expect(kit.stores.modal.getState().loading.eip155).toBeFalsy());
    const before = {
      router: kit.stores.router.getState().view,
      modal: kit.stores.modal.getState(),
      status: kit.stores.connection.getState().status,
    };
    wallet.declinePrompts(4001);
    const error = await calls.signTypedData(TYPED_DATA).catch((e: unknown) => e);
    expect(error).toMatchObject({ category: 'rejected', name: 'UserRejectedRequestError' });
    expect({
      router: kit.stores.router.getState().view,
      modal: kit.stores.modal.getState(),
      status: kit.stores.connection.getState().status,
    }).toEqual(before);
  });

  test('a Solana-only call on an eip155 account is refused as unsupported by the family', async () => {
    const { calls } = await connectedKit();
    await expect(calls.signTransaction(new Uint8Array(1))).rejects.toMatchObject({
      category: 'unsupported',
      message: 'Signing a transaction is not supported by EVM wallets in this kit.',
    });
  });
});

describe('EIP-5792 batches', () => {
  test('a wallet without wallet_getCapabilities is reported as not supporting batches, and nothing is sent', async () => {
    const { wallet, calls } = await connectedKit();
    expect(await calls.supports('sendCalls')).toBe(false);
    const error = await calls
      .sendCalls({ calls: [{ to: TO, value: 1n }] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      category: 'unsupported',
      message: 'Sending a batch of calls is not supported by this wallet.',
    });
    expect(wallet.requests).not.toContain('wallet_sendCalls');
  });

  test('a wallet with EIP-5792 reports its capabilities, lands every call and reports them confirmed', async () => {
    const { calls } = await connectedKit({ sendCalls: true });
    expect(await calls.supports('sendCalls')).toBe(true);
    expect(await calls.getCapabilities()).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    });
    const before = await tokenBalanceOf(node.rpcUrl, token, TO);
    const ethBefore = await chain().getBalance({ address: TO });
    const { id } = await calls.sendCalls({
      calls: [
        { to: TO, value: parseEther('0.1') },
        {
          to: token,
          data: `0xa9059cbb${TO.slice(2).toLowerCase().padStart(64, '0')}${parseUnits('2', 18).toString(16).padStart(64, '0')}`,
        },
      ],
    });
    const status = await vi.waitFor(
      async () => {
        const current = await calls.getCallsStatus(id);
        if (current.status !== 200) throw new Error(`status ${current.status}`);
        return current;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(status.receipts).toHaveLength(2);
    expect(status.receipts.every((receipt) => receipt.status === '0x1')).toBe(true);
    expect(await chain().getBalance({ address: TO })).toBe(ethBefore + parseEther('0.1'));
    const after = await tokenBalanceOf(node.rpcUrl, token, TO);
    expect(after - before).toBe(parseUnits('2', 18));
  });

  test('a batch that must be atomic is refused by a wallet that cannot promise it (5760)', async () => {
    const { calls } = await connectedKit({ sendCalls: true });
    await expect(
      calls.sendCalls({ calls: [{ to: TO, value: 1n }], atomicRequired: true }),
    ).rejects.toMatchObject({ name: 'AtomicityNotSupportedError', category: 'unsupported' });
  });

  test('the status of an unknown batch id is a named wallet error (5730)', async () => {
    const { calls } = await connectedKit({ sendCalls: true });
    await expect(calls.getCallsStatus('0x1234')).rejects.toMatchObject({
      name: 'UnknownBundleIdError',
      category: 'wallet',
    });
  });
});
