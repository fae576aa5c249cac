/**
 * What a page loads of the catalogue with the Connect view: the first wallets, not the whole
 * snapshot. The snapshot comes with the AllWallets view, or through `CONNECT_CATALOGUE.whole()`
 * (an `import()`, which a bundler splits into a chunk loaded on demand).
 */
import { describe, expect, it } from 'vitest';
import { runtimeFilesLoadedWith as filesLoadedWith } from '../../../test/fixtures/static-imports.js';
import { CONNECT_CATALOGUE } from './connect-catalogue.js';
import { WALLET_CATALOGUE } from './snapshot.js';

describe('the catalogue in the first load', () => {
  it("the Connect view's catalogue loads the first wallets, and the whole snapshot on demand", async () => {
    expect(filesLoadedWith('wallets/connect-catalogue.ts')).not.toContain('wallets/snapshot.ts');
    expect(await CONNECT_CATALOGUE.whole()).toBe(WALLET_CATALOGUE);
  });
});
