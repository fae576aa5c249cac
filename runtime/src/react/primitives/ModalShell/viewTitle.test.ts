import { describe, expect, test } from 'vitest';
import { VIEWS } from '@wallet-kit/schemas';
import type { Connector, ViewName } from '../../../core/types.js';
import { viewTitle } from './viewTitle.js';

describe('view titles', () => {
  test('every view shows the title of its registry row', () => {
    for (const view of Object.keys(VIEWS) as ViewName[]) {
      expect(viewTitle(view, undefined), view).toBe(VIEWS[view].title);
    }
    expect(viewTitle('Send', undefined)).toBe('Send');
    expect(viewTitle('ConnectingExternal', undefined)).toBe('Connecting');
  });

  test('a connecting view names the wallet being connected', () => {
    const connector: Connector = {
      id: 'io.demo',
      name: 'Demo Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
    };
    expect(viewTitle('ConnectingExternal', { connector })).toBe('Demo Wallet');
    expect(viewTitle('ConnectingWalletConnect', { wallet: { id: 'w', name: 'Rainbow' } })).toBe(
      'Rainbow',
    );
  });
});
