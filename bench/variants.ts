/** The pages the benchmark builds, and the code each must or must not contain. */
export interface CodePart {
  name: string;
  moduleId: RegExp;
}

export interface BenchVariant {
  key: string;
  label: string;
  /** The kit's config; none for the floor, the host page without the kit. */
  configFile?: string;
  /** Parts the variant asks for, with the module id that proves each is in the build. */
  expectedParts: CodePart[];
  /** Code that must not be in the build at all (a part the config does not ask for). */
  forbidden: CodePart[];
  /** Code that must be in the build but not in the initial JS (loaded by `import()`). */
  onDemand?: CodePart[];
}

const SOLANA_WEB3 = { name: '@solana/web3.js', moduleId: /node_modules\/@solana\/web3\.js\// };
const WALLETCONNECT = { name: '@walletconnect/*', moduleId: /node_modules\/@walletconnect\// };
const WALLETCONNECT_PROVIDER = {
  name: '@walletconnect/universal-provider',
  moduleId: /node_modules\/@walletconnect\/universal-provider\//,
};

/** The browser-wallet adapters of the families none of the variants configures. */
const OTHER_FAMILY_ADAPTERS = {
  name: 'the Bitcoin, Polkadot and Cosmos adapters',
  moduleId: /runtime\/(dist|src)\/(bip122|polkadot|cosmos)\//,
};

const EMBEDDED_FRAME_CLIENT = {
  name: 'the embedded wallet frame client',
  moduleId: /runtime\/(dist|src)\/embedded\//,
};

/**
 * Heavy code that no page may load before the visitor asks for what needs it: it is checked
 * in the initial JS of every variant, whether the variant bundles it or not.
 */
export const NEVER_INITIAL: CodePart[] = [
  SOLANA_WEB3,
  WALLETCONNECT,
  { name: 'the QR encoder (uqr)', moduleId: /node_modules\/uqr\// },
  EMBEDDED_FRAME_CLIENT,
  // The Swap view's controller and planner load with that view (README, "Swaps").
  { name: 'the swap planner', moduleId: /runtime\/(dist|src)\/eip155\/swaps\// },
];

const FLOOR: BenchVariant = {
  key: 'floor',
  label: 'floor: the host page without the kit (React + a plain dialog)',
  expectedParts: [],
  forbidden: [],
};

export const VARIANTS: BenchVariant[] = [
  FLOOR,
  {
    key: 'eip155-defaults',
    label: "(a) eip155, the kit's defaults (WalletConnect on demand)",
    configFile: 'eip155-defaults.config.ts',
    expectedParts: [
      { name: 'eip155 adapter', moduleId: /runtime\/(dist|src)\/eip155\// },
      WALLETCONNECT_PROVIDER,
    ],
    forbidden: [SOLANA_WEB3, OTHER_FAMILY_ADAPTERS],
    onDemand: [WALLETCONNECT_PROVIDER],
  },
  {
    key: 'email',
    label: "(a') eip155, the kit's defaults with email login (compare with (a))",
    configFile: 'eip155-email.config.ts',
    expectedParts: [
      { name: 'eip155 adapter', moduleId: /runtime\/(dist|src)\/eip155\// },
      EMBEDDED_FRAME_CLIENT,
    ],
    forbidden: [SOLANA_WEB3, OTHER_FAMILY_ADAPTERS],
    onDemand: [EMBEDDED_FRAME_CLIENT, WALLETCONNECT_PROVIDER],
  },
  {
    key: 'a',
    label: '(b) eip155, injected wallets only',
    configFile: 'a-eip155-injected.config.ts',
    expectedParts: [{ name: 'eip155 adapter', moduleId: /runtime\/(dist|src)\/eip155\// }],
    forbidden: [SOLANA_WEB3, WALLETCONNECT, OTHER_FAMILY_ADAPTERS],
  },
  {
    key: 'b',
    label: '(c) eip155 + solana + WalletConnect',
    configFile: 'b-eip155-solana-walletconnect.config.ts',
    expectedParts: [
      { name: 'eip155 adapter', moduleId: /runtime\/(dist|src)\/eip155\// },
      { name: 'solana adapter', moduleId: /runtime\/(dist|src)\/solana\// },
      SOLANA_WEB3,
      { name: 'walletconnect connector', moduleId: /runtime\/(dist|src)\/walletconnect\// },
      WALLETCONNECT_PROVIDER,
    ],
    forbidden: [OTHER_FAMILY_ADAPTERS],
    onDemand: [WALLETCONNECT_PROVIDER, SOLANA_WEB3],
  },
];
