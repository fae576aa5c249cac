import { defineConfig } from 'tsup';

// One entry per subpath so a host bundler only pulls in the chain libraries it imports.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'react/index': 'src/react/index.ts',
    'eip155/index': 'src/eip155/index.ts',
    'solana/index': 'src/solana/index.ts',
    'walletconnect/index': 'src/walletconnect/index.ts',
    'siwx/index': 'src/siwx/index.ts',
    'wallets/index': 'src/wallets/index.ts',
    'embedded/index': 'src/embedded/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'viem', 'zustand', '@wallet-kit/schemas'],
});
