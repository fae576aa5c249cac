/**
 * The visitor's smart account: an ERC-4337 v0.7 SimpleAccount (the reference account of the
 * EntryPoint's authors, with ERC-1271 added) owned by the visitor's embedded EVM key. Its address
 * is counterfactual, asked of the factory (`createAccount` / `getAddress(owner, salt)`), and the
 * factory deploys it with the account's first user operation. The owner signs each user
 * operation hash as a personal message, which is what the SimpleAccount checks. A message or
 * typed data is signed by the owner nested in the account's own EIP-712 domain (ERC-7739, see
 * smart-account-signatures.ts), and the account vouches for it (`isValidSignature`) on its own
 * chain only.
 */
import {
  encodeFunctionData,
  type Address,
  type Hex,
  type LocalAccount,
  type PublicClient,
  type TypedDataDefinition,
} from 'viem';
import {
  entryPoint07Abi,
  getUserOperationHash,
  toSmartAccount,
  type SmartAccount,
} from 'viem/account-abstraction';
import {
  accountDomain,
  signAccountMessage,
  signAccountTypedData,
} from './smart-account-signatures.js';

export const ENTRY_POINT_07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032';

/** The account factory's two calls the frame and its tests use. */
export const factoryAbi = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: 'ret', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const;

const accountAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'dest', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'func', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'dest', type: 'address[]' },
      { name: 'value', type: 'uint256[]' },
      { name: 'func', type: 'bytes[]' },
    ],
    outputs: [],
  },
] as const;

/** A 65-byte signature that recovers to some address without reverting, for gas estimation. */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c';

interface SmartAccountContracts {
  factory: Address;
  entryPoint?: Address;
}

export async function toVisitorSmartAccount(params: {
  client: PublicClient;
  owner: LocalAccount;
  contracts: SmartAccountContracts;
}): Promise<SmartAccount> {
  const { client, owner } = params;
  const factory = params.contracts.factory;
  const entryPoint = {
    abi: entryPoint07Abi,
    address: params.contracts.entryPoint ?? ENTRY_POINT_07,
    version: '0.7' as const,
  };
  const salt = 0n;
  let address: Address | undefined;
  // The chain the account's signatures are bound to: the frame's own idea of the network.
  const getAddress = async () => {
    address ??= await client.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    });
    return address;
  };
  // The chain the account's signatures are bound to: the frame's own idea of the network.
  const domain = async () =>
    accountDomain(client.chain?.id ?? (await client.getChainId()), await getAddress());
  return toSmartAccount({
    client,
    entryPoint,
    getAddress,
    async getFactoryArgs() {
      return {
        factory,
        factoryData: encodeFunctionData({
          abi: factoryAbi,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
      };
    },
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls;
        return encodeFunctionData({
          abi: accountAbi,
          functionName: 'execute',
          args: [call!.to, call!.value ?? 0n, call!.data ?? '0x'],
        });
      }
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      });
    },
    async getStubSignature() {
      return STUB_SIGNATURE;
    },
    async signMessage({ message }) {
      return signAccountMessage(owner, await domain(), message);
    },
    async signTypedData(typedData) {
      return signAccountTypedData(owner, await domain(), typedData as TypedDataDefinition);
    },
    async signUserOperation(parameters) {
      const { chainId = client.chain?.id ?? (await client.getChainId()), ...userOperation } =
        parameters;
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: await this.getAddress() } as Parameters<
          typeof getUserOperationHash
        >[0]['userOperation'],
      });
      return owner.signMessage({ message: { raw: hash } });
    },
  });
}
