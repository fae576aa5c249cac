/** The kits the benchmark builds, and the code each must or must not contain. */
export interface BenchVariant {
  key: string;
  label: string;
  configFile: string;
  /** Parts the variant asks for, with the module id that proves each is in the build. */
  expectedParts: { name: string; moduleId: RegExp }[];
  /** Code that must not be in the build at all (a part the config does not ask for). */
  forbidden: { name: string; moduleId: RegExp }[];
  /** Code that must be in the build but not in the initial JS (loaded by `import()`). */
  onDemand?: { name: string; moduleId: RegExp }[];
}

const SOLANA_WEB3 = { name: '@solana/web3.js', moduleId: /node_modules\/@solana\/web3\.js\// };
const WALLETCONNECT = { name: '@walletconnect/*', moduleId: /node_modules\/@walletconnect\// };

export const VARIANTS: BenchVariant[] = [
  {
    key: 'a',
    label: '(a) eip155, injected wallets only',
    configFile: 'a-eip155-injected.config.ts',
    expectedParts: [{ name: 'eip155 adapter', moduleId: /runtime\/(dist|src)\/eip155\// }],
    forbidden: [SOLANA_WEB3, WALLETCONNECT],
  },
  {
    key: 'b',
    label: '(b) eip155 + solana + WalletConnect',
    configFile: 'b-eip155-solana-walletconnect.config.ts',
    expectedParts: [
      { name: 'eip155 adapter', moduleId: /runtime\/(dist|src)\/eip155\// },
      { name: 'solana adapter', moduleId: /runtime\/(dist|src)\/solana\// },
      { name: '@solana/web3.js', moduleId: SOLANA_WEB3.moduleId },
      { name: 'walletconnect connector', moduleId: /runtime\/(dist|src)\/walletconnect\// },
      {
        name: '@walletconnect/universal-provider',
        moduleId: /node_modules\/@walletconnect\/universal-provider\//,
      },
    ],
    forbidden: [],
    onDemand: [
      {
        name: '@walletconnect/universal-provider',
        moduleId: /node_modules\/@walletconnect\/universal-provider\//,
      },
    ],
  },
];
