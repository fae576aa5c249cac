/**
 * The host app of the host-install test: the README's `npm create vite` command, and the files
 * the test writes into the app (configs of its own, the README's snippets, a signing panel).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readmeSnippets } from '../../fixtures/readme/readme-snippets.js';

export const WORKSPACE = fileURLToPath(new URL('../../../', import.meta.url));

/** The README's snippets, each pasted into the file its marker names. */
export const README_SNIPPETS = readmeSnippets(join(WORKSPACE, 'README.md'));

/** The README's rendering example, as written there. */
export const APP_TSX = README_SNIPPETS.find((snippet) => snippet.file === 'src/App.tsx')!.code;

/**
 * The README's command that starts a new Vite app, as its words are (across a line break),
 * naming `appName` instead of `my-app`: the test runs what a newcomer copies.
 */
export function readmeCreateViteCommand(appName: string): string[] {
  const readme = readFileSync(join(WORKSPACE, 'README.md'), 'utf8').replace(/\s+/g, ' ');
  const command = /`(npm create [^`]+)`/.exec(readme)?.[1];
  if (!command)
    throw new Error('The README no longer says how to create a Vite app (`npm create ...`).');
  const words = command.split(' ');
  if (!words.includes('my-app'))
    throw new Error(`The README's \`${command}\` names no my-app folder.`);
  return words.map((word) => (word === 'my-app' ? appName : word));
}

/** A config the test controls: eip155 (and optionally Solana), browser wallets only. */
export function hostConfig(networks: readonly string[]): string {
  return `import { defineConfig } from 'create-wallet-kit';

export default defineConfig({
  projectId: 'host-install-test',
  metadata: { name: 'Host app', url: 'http://127.0.0.1' },
  networks: [${networks.map((network) => `'${network}'`).join(', ')}],
  enableWalletConnect: false,
});
`;
}

/** A network the host's config names in full: a local chain with its RPC URL. */
interface HostNetwork {
  chainId: number;
  rpcUrl: string;
}

/** A config on one local chain, browser wallets only. */
export function localChainConfig({ chainId, rpcUrl }: HostNetwork): string {
  return `import { defineConfig } from 'create-wallet-kit';

export default defineConfig({
  projectId: 'host-install-test',
  metadata: { name: 'Host app', url: 'http://127.0.0.1' },
  networks: [
    {
      caipNetworkId: 'eip155:${chainId}',
      name: 'Local chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [${JSON.stringify(rpcUrl)}] } },
      testnet: true,
    },
  ],
  enableWalletConnect: false,
});
`;
}

/**
 * The host's own signing panel, as a developer writes it with the kit's hooks: sign a message,
 * and approve `spender` for 7 units of `token` through the token's ABI.
 */
export function signingApp(token: string, spender: string): string {
  return `import { useWalletCall, useWalletCalls } from '@wallet-kit/runtime/react';
import { ConnectButton, WalletKitProvider, WalletModal, useAccount } from './wallet-kit';

const APPROVE_ABI = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const;

export default function App() {
  return (
    <WalletKitProvider>
      <ConnectButton />
      <WalletModal />
      <Signing />
    </WalletKitProvider>
  );
}

function Signing() {
  const { isConnected, address } = useAccount();
  const calls = useWalletCalls();
  const sign = useWalletCall('signMessage', () => calls.signMessage('Hello from the host app'));
  const approve = useWalletCall('writeContract', () =>
    calls.writeContract({
      address: ${JSON.stringify(token)},
      abi: APPROVE_ABI,
      functionName: 'approve',
      args: [${JSON.stringify(spender)}, 7n],
    }),
  );
  if (!isConnected) return null;
  return (
    <section>
      <p data-testid="host-address">{address}</p>
      <button data-testid="host-sign" onClick={() => void sign.run()}>Sign a message</button>
      <output data-testid="host-signature">{sign.data ?? sign.error?.message}</output>
      <button data-testid="host-approve" onClick={() => void approve.run()}>Approve</button>
      <output data-testid="host-approval">{approve.data ?? approve.error?.message}</output>
    </section>
  );
}
`;
}
