// Builds artifact.json from TestIdRegistry.sol: `node stack/src/farcaster-id-registry/compile.mjs`.
import { compileContracts, writeArtifact } from '../contracts/compile.mjs';

const { compiler, contracts } = compileContracts(new URL('./TestIdRegistry.sol', import.meta.url), [
  'TestIdRegistry',
]);
writeArtifact(new URL('./artifact.json', import.meta.url), {
  compiler,
  ...contracts.TestIdRegistry,
});
