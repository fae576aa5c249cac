import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALERTS } from './alerts.js';
import { balancesFeature } from './balances/balances.js';
import { alertForError, featuresNeedingProjectId, projectIdAlert } from './alerts-rules.js';
import {
  createTestKit,
  flush,
  MAINNET,
  ScriptedAdapter,
  testConfig,
} from './testing/test-support.js';
import type { CaipNetwork } from './types.js';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A blockchain API on loopback that refuses every call with the given server message. */
async function refusingApi(message: string): Promise<string> {
  server = createServer((_request, response) => {
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('alert rules', () => {
  it('a blank project id with WalletConnect on shows Project ID Not Configured at start', async () => {
    const { kit } = createTestKit({ config: { projectId: '', enableWalletConnect: true } });
    await kit.start();
    expect(kit.stores.alert.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: ALERTS.PROJECT_ID_NOT_CONFIGURED,
    });
  });

  it('a blank project id with nothing that needs one shows no alert', async () => {
    const config = testConfig({ projectId: '  ', enableWalletConnect: false });
    expect(featuresNeedingProjectId(config)).toEqual([]);
    expect(projectIdAlert(config)).toBeUndefined();
  });

  it('analytics with an endpoint needs a project id', () => {
    const defaults = testConfig();
    const config = testConfig({
      projectId: '',
      enableWalletConnect: false,
      features: { ...defaults.features, analytics: true },
      endpoints: { analyticsUrl: 'http://127.0.0.1:1/a' },
    });
    expect(projectIdAlert(config)).toBe(ALERTS.PROJECT_ID_NOT_CONFIGURED);
  });

  it('switching to a network the kit does not know shows Network Not Found', async () => {
    const { kit } = createTestKit();
    const unknown: CaipNetwork = { ...MAINNET, id: 999, caipNetworkId: 'eip155:999' };
    await expect(kit.switchNetwork(unknown)).rejects.toThrow();
    expect(kit.stores.alert.getState()).toMatchObject({
      open: true,
      message: ALERTS.NETWORK_NOT_FOUND,
    });
  });

  it('a wallet that declines shows no alert', async () => {
    const adapter = new ScriptedAdapter('eip155');
    adapter.switchResult = async () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 });
    };
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    await kit.connect(kit.getOrderedConnectors()[0]!);
    const polygon = kit.config.networks[1]!;
    await expect(kit.switchNetwork(polygon)).rejects.toThrow('User rejected');
    expect(kit.stores.alert.getState().open).toBe(false);
  });

  it.each([
    ['Unauthorized: invalid key', ALERTS.INVALID_PROJECT_ID],
    ['Unauthorized: origin not allowed', ALERTS.INVALID_APP_CONFIGURATION],
    ['JWT validation error: JWT Token is not yet valid', ALERTS.SESSION_EXPIRED],
  ])('the server message "%s" from the blockchain API shows %s', async (message, alert) => {
    const apiUrl = await refusingApi(message);
    const { kit } = createTestKit({ config: { endpoints: { blockchainApiUrl: apiUrl } } });
    await kit.start();
    await kit.connect(kit.getOrderedConnectors()[0]!);
    await flush();
    await kit.feature(balancesFeature).fetch();
    expect(kit.stores.alert.getState()).toMatchObject({ open: true, message: alert });
  });

  it('an error carrying a server message maps to its alert; others to none', () => {
    const refused = Object.assign(new Error('HTTP status code: 401'), {
      serverMessage: 'Unauthorized: invalid key',
    });
    expect(alertForError(refused)).toBe(ALERTS.INVALID_PROJECT_ID);
    expect(alertForError(new Error('HTTP status code: 500'))).toBeUndefined();
  });
});
