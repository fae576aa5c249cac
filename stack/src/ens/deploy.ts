/**
 * Deploys `TestUniversalResolver` (universal-resolver.json, built by compile.mjs) on a local
 * node through one of the node's unlocked dev accounts, and sets its records: `name` resolves to
 * `address`, every other name is unknown until `setEnsRecords` adds it. The demo (an ENS name
 * and avatar for the Demo Wallet) and the tests use it.
 */
import { readFileSync } from 'node:fs';
import {
  createPublicClient,
  createWalletClient,
  http,
  toHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { packetToBytes } from 'viem/ens';
import { deployContract } from '../contracts/deploy.js';

const artifact = JSON.parse(
  readFileSync(new URL('./universal-resolver.json', import.meta.url), 'utf8'),
) as { abi: Abi; bytecode: Hex };

const dnsEncoded = (name: string) => toHex(packetToBytes(name));

export async function deployTestUniversalResolver(params: {
  rpcUrl: string;
  chainId: number;
  /** A dev account the node signs for; the only one that may set records afterwards. */
  from: Address;
  name: string;
  address: Address;
}): Promise<Address> {
  return deployContract({
    rpcUrl: params.rpcUrl,
    chainId: params.chainId,
    from: params.from,
    name: 'TestUniversalResolver',
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    args: [dnsEncoded(params.name), params.address],
  });
}

export interface EnsRecords {
  /** The name whose records are set. */
  name: string;
  /** Its forward address record. */
  address?: Address;
  /** Text records, e.g. `{ avatar: 'data:image/png;base64,…' }`. */
  texts?: Record<string, string>;
  /** Accounts that claim `name` as their primary name (reverse record). */
  primaryFor?: Address[];
}

/** Sets the records of one name on a deployed resolver, each write mined before the next. */
export async function setEnsRecords(params: {
  rpcUrl: string;
  resolver: Address;
  /** The dev account that deployed the resolver. */
  from: Address;
  records: EnsRecords;
}): Promise<void> {
  const wallet = createWalletClient({ transport: http(params.rpcUrl) });
  const reader = createPublicClient({ transport: http(params.rpcUrl) });
  const { name, address, texts = {}, primaryFor = [] } = params.records;
  const write = async (functionName: string, args: readonly unknown[]) => {
    const hash = await wallet.writeContract({
      account: params.from,
      chain: null,
      address: params.resolver,
      abi: artifact.abi,
      functionName,
      args,
    });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success')
      throw new Error(`TestUniversalResolver.${functionName} reverted`);
  };
  if (address) await write('setAddr', [dnsEncoded(name), address]);
  for (const [key, value] of Object.entries(texts)) {
    await write('setText', [dnsEncoded(name), key, value]);
  }
  for (const account of primaryFor) {
    await write('setPrimaryName', [account, name, dnsEncoded(name)]);
  }
}
