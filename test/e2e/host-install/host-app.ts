/**
 * A fresh Vite + React + TypeScript (strict) app, as `npm create vite` would start one, written
 * into a folder outside the workspace. Its dependencies are pinned to the versions the workspace
 * installed, so the install finds them in the npm cache that the workspace install filled.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readmeSnippets } from '../../fixtures/readme/readme-snippets.js';
import { VITE_MAIN_TSX, VITE_TSCONFIG_APP } from '../../fixtures/readme/vite-react-ts-template.js';

export const WORKSPACE = fileURLToPath(new URL('../../../', import.meta.url));

const HOST_DEPENDENCIES = ['react', 'react-dom'];
const HOST_DEV_DEPENDENCIES = [
  '@types/react',
  '@types/react-dom',
  '@vitejs/plugin-react',
  'typescript',
  'vite',
];

function workspaceVersion(name: string): string {
  const manifest = join(WORKSPACE, 'node_modules', name, 'package.json');
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    throw new Error(`${name} is not installed in the workspace: run \`npm install\` there first.`);
  }
}

const pinned = (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, workspaceVersion(name)]));

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:," />
    <title>Host app</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const VITE_CONFIG = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
`;

/** The template's strict options, over the app's sources and the kit's config. */
const TSCONFIG = { ...VITE_TSCONFIG_APP, include: ['src', 'walletkit.config.ts'] };

/** The README's snippets, each pasted into the file its marker names. */
export const README_SNIPPETS = readmeSnippets(join(WORKSPACE, 'README.md'));

/** The README's rendering example, as written there. */
const APP_TSX = README_SNIPPETS.find((snippet) => snippet.file === 'src/App.tsx')!.code;

export async function writeHostApp(dir: string): Promise<void> {
  await mkdir(join(dir, 'src'), { recursive: true });
  const manifest = {
    name: 'host-app',
    private: true,
    version: '0.0.0',
    type: 'module',
    dependencies: pinned(HOST_DEPENDENCIES),
    devDependencies: pinned(HOST_DEV_DEPENDENCIES),
  };
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'vite.config.ts'), VITE_CONFIG);
  await writeFile(join(dir, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`);
  await writeFile(join(dir, 'src', 'main.tsx'), VITE_MAIN_TSX);
  await writeFile(join(dir, 'src', 'index.css'), ':root { color-scheme: light dark; }\n');
  await writeFile(join(dir, 'src', 'App.tsx'), APP_TSX);
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
