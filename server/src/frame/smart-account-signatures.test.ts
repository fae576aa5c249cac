/**
 * What a signature the frame makes for the visitor's smart account is worth, checked on anvil
 * against the real account contract (ERC-1271 `isValidSignature`) and through viem's universal
 * validator (ERC-6492 while the account is not deployed). It must be valid for that account on
 * that network only: not as the owner key's own signature, not for another account of the same
 * owner, not for the same account on another chain; and the owner key's own signature must not
 * be valid for the smart account.
 */
import { deployAaContracts, type AaContracts } from '@wallet-kit/local-stack/aa-contracts';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { codeFrom, startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import {
  createPublicClient,
  createWalletClient,
  hashMessage,
  hashTypedData,
  http,
  recoverMessageAddress,
  recoverTypedDataAddress,
  stringToHex,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factoryAbi } from './smart-account.js';
import { smartAccountService } from './smart-account-service.js';
import { createSmartAccountWallet } from './smart-account-wallet.js';
import { frameUnderTest } from './testing/frame-under-test.js';

const HOST = 'http://localhost:5173';
const CHAIN = 'eip155:31337';
const OTHER_CHAIN_ID = 31338;
const ERC1271_MAGIC = '0x1626ba7e';

let inbox: SmtpInbox;
let service: LocalWalletService;
let anvil: AnvilNode;
let otherAnvil: AnvilNode;
let contracts: AaContracts;

beforeAll(async () => {
  [anvil, otherAnvil] = await Promise.all([startAnvil(), startAnvil({ chainId: OTHER_CHAIN_ID })]);
  // The same contracts at the same addresses on both chains (CREATE2 through the same deployer).
  [contracts] = await Promise.all([
    deployAaContracts({ rpcUrl: anvil.rpcUrl, from: ANVIL_ACCOUNTS[0].address }),
    deployAaContracts({ rpcUrl: otherAnvil.rpcUrl, from: ANVIL_ACCOUNTS[0].address }),
  ]);
  inbox = await startSmtpInbox();
  service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    rpcUrls: { [CHAIN]: anvil.rpcUrl },
    env: {
      // Nothing here sends a user operation, so no bundler runs behind this address.
      SMART_ACCOUNT_NETWORKS: JSON.stringify({
        [CHAIN]: { bundlerUrl: 'http://127.0.0.1:9', factory: contracts.accountFactory },
      }),
    },
  });
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await inbox?.stop();
  await otherAnvil?.stop();
  await anvil?.stop();
});

const isValidSignatureAbi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const;

const nodeOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) });

/** Anyone may deploy an owner's account through the factory: here a funded dev account does. */
async function deployAccount(rpcUrl: string, owner: Address, salt: bigint): Promise<Address> {
  const node = nodeOf(rpcUrl);
  const deployer = createWalletClient({
    account: privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey as Hex),
    transport: http(rpcUrl),
  });
  const hash = await deployer.writeContract({
    address: contracts.accountFactory,
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner, salt],
    chain: null,
  });
  await node.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  const address = await node.readContract({
    address: contracts.accountFactory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner, salt],
  });
  expect(await node.getCode({ address })).toMatch(/^0x[0-9a-f]+$/);
  return address;
}

/** The account's own ERC-1271 answer: the magic value when it vouches for the signature. */
const erc1271Answer = (rpcUrl: string, account: Address, hash: Hex, signature: Hex) =>
  nodeOf(rpcUrl).readContract({
    address: account,
    abi: isValidSignatureAbi,
    functionName: 'isValidSignature',
    args: [hash, signature],
  });

const mail = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' as Address,
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
    ],
  },
  primaryType: 'Mail' as const,
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' as Address },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' as Address },
    contents: 'Hello, Bob!',
  },
};
const mailJson = JSON.stringify({
  ...mail,
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    ...mail.types,
  },
});

/** Permit2's PermitSingle: the primary type's name sorts after the type it uses. */
const permit = {
  domain: {
    name: 'Permit2',
    chainId: 31337,
    verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' as Address,
  },
  types: {
    PermitDetails: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint160' },
      { name: 'expiration', type: 'uint48' },
      { name: 'nonce', type: 'uint48' },
    ],
    PermitSingle: [
      { name: 'details', type: 'PermitDetails' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
  },
  primaryType: 'PermitSingle' as const,
  message: {
    details: {
      token: '0x000000000000000000000000000000000000dEaD' as Address,
      amount: 1000n,
      expiration: 1_900_000_000,
      nonce: 0,
    },
    spender: '0x000000000000000000000000000000000000bEEF' as Address,
    sigDeadline: 1_900_000_000n,
  },
};
const permitJson = JSON.stringify(permit, (_key, value) =>
  typeof value === 'bigint' ? value.toString() : value,
);

let emails = 0;
/** A visitor logged in by email in a frame, with the smart account preferred. */
async function visitor() {
  const request = frameUnderTest({
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
  const email = `signer${++emails}-${Date.now()}@example.com`;
  const after = new Date();
  await request('connectEmail', { email });
  await request('connectOtp', { otp: codeFrom(await inbox.waitForMessage({ to: email, after })) });
  await request('setPreferredAccount', { type: 'smartAccount' });
  const { address, accounts } = await request('getUser', { chainId: CHAIN });
  const owner = accounts.find((account: { type: string }) => account.type === 'eoa')
    .address as Address;
  const signMessage = async (text: string) =>
    (await request('rpcRequest', { method: 'personal_sign', params: [stringToHex(text), address] }))
      .result as Hex;
  const signMail = async () =>
    (await request('rpcRequest', { method: 'eth_signTypedData_v4', params: [address, mailJson] }))
      .result as Hex;
  const signPermit = async () =>
    (await request('rpcRequest', { method: 'eth_signTypedData_v4', params: [address, permitJson] }))
      .result as Hex;
  return { request, smart: address as Address, owner, signMessage, signMail, signPermit };
}

describe('smart-account signatures are bound to the account and the chain', () => {
  it("the smart account's signatures are valid for it: ERC-6492 before it exists, ERC-1271 after", async () => {
    const { smart, owner, signMessage, signMail } = await visitor();
    const node = nodeOf(anvil.rpcUrl);
    const early = await signMessage('before the account exists');
    expect(
      await node.verifyMessage({
        address: smart,
        message: 'before the account exists',
        signature: early,
      }),
    ).toBe(true);
    expect(
      await node.verifyTypedData({ address: smart, ...mail, signature: await signMail() }),
    ).toBe(true);
    expect(await deployAccount(anvil.rpcUrl, owner, 0n)).toBe(smart);
    const message = await signMessage('after deployment');
    expect(await erc1271Answer(anvil.rpcUrl, smart, hashMessage('after deployment'), message)).toBe(
      ERC1271_MAGIC,
    );
    expect(
      await node.verifyMessage({ address: smart, message: 'after deployment', signature: message }),
    ).toBe(true);
    const typed = await signMail();
    expect(await erc1271Answer(anvil.rpcUrl, smart, hashTypedData(mail), typed)).toBe(
      ERC1271_MAGIC,
    );
    expect(await node.verifyTypedData({ address: smart, ...mail, signature: typed })).toBe(true);
    expect(
      await node.verifyMessage({ address: smart, message: 'another text', signature: message }),
    ).toBe(false);
  });

  it('typed data whose primary type sorts after the types it uses is valid for the account', async () => {
    const { smart, owner, signPermit } = await visitor();
    const node = nodeOf(anvil.rpcUrl);
    expect(
      await node.verifyTypedData({ address: smart, ...permit, signature: await signPermit() }),
    ).toBe(true);
    await deployAccount(anvil.rpcUrl, owner, 0n);
    expect(
      await erc1271Answer(anvil.rpcUrl, smart, hashTypedData(permit), await signPermit()),
    ).toBe(ERC1271_MAGIC);
  });

  it("a smart-account signature is not the owner key's own signature", async () => {
    const { smart, owner, signMessage, signMail } = await visitor();
    await deployAccount(anvil.rpcUrl, owner, 0n);
    const node = nodeOf(anvil.rpcUrl);
    const message = await signMessage('pay 1 ETH');
    expect(await recoverMessageAddress({ message: 'pay 1 ETH', signature: message })).not.toBe(
      owner,
    );
    expect(
      await node.verifyMessage({ address: owner, message: 'pay 1 ETH', signature: message }),
    ).toBe(false);
    const typed = await signMail();
    expect(
      await recoverTypedDataAddress({ ...mail, signature: typed }).catch(() => undefined),
    ).not.toBe(owner);
    expect(await node.verifyTypedData({ address: owner, ...mail, signature: typed })).toBe(false);
    expect(smart).not.toBe(owner);
  });

  it("the owner key's own signature is not valid for the smart account", async () => {
    const { request, smart, owner } = await visitor();
    await deployAccount(anvil.rpcUrl, owner, 0n);
    await request('setPreferredAccount', { type: 'eoa' });
    const { result: ownSignature } = await request('rpcRequest', {
      method: 'personal_sign',
      params: [stringToHex('pay 1 ETH'), owner],
    });
    expect(await recoverMessageAddress({ message: 'pay 1 ETH', signature: ownSignature })).toBe(
      owner,
    );
    expect(
      await erc1271Answer(anvil.rpcUrl, smart, hashMessage('pay 1 ETH'), ownSignature),
    ).not.toBe(ERC1271_MAGIC);
  });

  it('a smart-account signature is not valid for another account of the same owner', async () => {
    const { smart, owner, signMessage, signMail } = await visitor();
    await deployAccount(anvil.rpcUrl, owner, 0n);
    const second = await deployAccount(anvil.rpcUrl, owner, 1n);
    expect(second).not.toBe(smart);
    const message = await signMessage('pay 1 ETH');
    expect(await erc1271Answer(anvil.rpcUrl, smart, hashMessage('pay 1 ETH'), message)).toBe(
      ERC1271_MAGIC,
    );
    expect(await erc1271Answer(anvil.rpcUrl, second, hashMessage('pay 1 ETH'), message)).not.toBe(
      ERC1271_MAGIC,
    );
    const typed = await signMail();
    expect(await erc1271Answer(anvil.rpcUrl, smart, hashTypedData(mail), typed)).toBe(
      ERC1271_MAGIC,
    );
    expect(await erc1271Answer(anvil.rpcUrl, second, hashTypedData(mail), typed)).not.toBe(
      ERC1271_MAGIC,
    );
  });

  it('a smart-account signature is not valid for the same account on another chain', async () => {
    const { smart, owner, signMessage, signMail } = await visitor();
    await deployAccount(anvil.rpcUrl, owner, 0n);
    // Same factory, same owner, same salt: the same address on the other chain.
    expect(await deployAccount(otherAnvil.rpcUrl, owner, 0n)).toBe(smart);
    const message = await signMessage('pay 1 ETH');
    expect(await erc1271Answer(anvil.rpcUrl, smart, hashMessage('pay 1 ETH'), message)).toBe(
      ERC1271_MAGIC,
    );
    expect(
      await erc1271Answer(otherAnvil.rpcUrl, smart, hashMessage('pay 1 ETH'), message),
    ).not.toBe(ERC1271_MAGIC);
    const typed = await signMail();
    expect(await erc1271Answer(otherAnvil.rpcUrl, smart, hashTypedData(mail), typed)).not.toBe(
      ERC1271_MAGIC,
    );
  });
});
