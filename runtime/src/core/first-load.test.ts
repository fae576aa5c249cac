/**
 * What a page loads with the kit's core before a visitor does anything: code that runs only
 * later (a wallet call, an analytics send) is imported with `import()` when first needed, so a
 * host bundler puts it in a chunk of its own.
 */
import { describe, expect, it } from 'vitest';
import {
  packagesLoadedWithRuntime,
  runtimeFilesLoadedWith as filesLoadedWith,
} from '../../../test/fixtures/static-imports.js';

describe('the core first load', () => {
  it('creating a kit loads no analytics code', () => {
    // A generated kit passes the analytics attach only when analytics is active.
    const files = filesLoadedWith('core/create-wallet-kit.ts');
    expect(files).not.toContain('core/analytics/kit-analytics.ts');
    expect(files).not.toContain('core/analytics/analytics-client.ts');
  });

  it('the eip155 wallet calls an adapter holds load their code at the first call', () => {
    expect(filesLoadedWith('core/wallet-calls/eip1193-calls.ts')).toEqual([
      'core/wallet-calls/eip1193-calls.ts',
    ]);
  });

  it('creating a kit loads no valibot and no email login front', () => {
    expect(packagesLoadedWithRuntime('core/create-wallet-kit.ts')).not.toContain('valibot');
    const files = filesLoadedWith('core/create-wallet-kit.ts');
    expect(files).toContain('core/stored-shape.ts');
    expect(files).not.toContain('core/embedded-front.ts');
  });

  it("creating a kit loads none of the code only a connection needs: the kit's actions come on use", () => {
    const files = filesLoadedWith('core/create-wallet-kit.ts');
    for (const action of [
      'core/actions.ts',
      'core/connect.ts',
      'core/disconnect.ts',
      'core/sign.ts',
      'core/switch-network.ts',
      'core/balance.ts',
      'core/restore-session.ts',
      'core/connection-changes.ts',
      'core/wallet-events.ts',
      'core/wallet-network.ts',
    ])
      expect(files).not.toContain(action);
  });
});
