import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ALERTS } from './alerts.js';
import { checkAllowedOrigin } from './allowed-origin.js';
import { createEmbeddedFront } from './embedded-front.js';
import { createTestKit, testConfig } from './testing/test-support.js';

let server: Server | undefined;
const requested: string[] = [];

/** A wallet service answering the origins route for project `test-project` only. */
async function walletService(origins: string[], socials?: unknown[]): Promise<string> {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (request.url === '/v1/projects/test-project/origins') {
      response.end(JSON.stringify(socials ? { origins, socials } : { origins }));
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ error: 'Invalid Project ID' }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  requested.length = 0;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

function kitFor(
  url: string,
  overrides: { email?: boolean; projectId?: string; withFront?: boolean } = {},
) {
  const base = testConfig();
  return createTestKit({
    // The embedded wallet's module never comes: only the front's start-up work is under test.
    ...(overrides.withFront
      ? { embedded: createEmbeddedFront(() => new Promise(() => undefined)) }
      : {}),
    config: {
      projectId: overrides.projectId ?? 'test-project',
      endpoints: { ...base.endpoints, embeddedWalletUrl: url },
      features: { ...base.features, email: overrides.email ?? true },
      socials: [],
    },
  });
}

describe('the start-up allowed-origin check', () => {
  test('a page origin the project does not list raises Invalid App Configuration', async () => {
    const url = await walletService(['https://shop.example']);
    const { ctx, kit } = kitFor(url);
    await expect(checkAllowedOrigin(ctx, { origin: 'https://evil.example' })).resolves.toBe(false);
    expect(requested).toEqual(['/v1/projects/test-project/origins']);
    expect(kit.stores.alert.getState()).toMatchObject({
      open: true,
      message: ALERTS.INVALID_APP_CONFIGURATION,
    });
  });

  test('the social logins the service runs are kept for the social buttons', async () => {
    const url = await walletService(['https://shop.example'], ['github', 'google', 'myspace']);
    const { ctx, kit } = kitFor(url);
    await checkAllowedOrigin(ctx, { origin: 'https://shop.example' });
    expect(kit.stores.embedded.getState().availableSocials).toEqual(['github', 'google']);
    expect(kit.stores.embedded.getState().farcasterAvailable).toBe(false);
  });

  test('Farcaster is kept as available when the service runs it', async () => {
    const url = await walletService(['https://shop.example'], ['farcaster']);
    const { ctx, kit } = kitFor(url);
    await checkAllowedOrigin(ctx, { origin: 'https://shop.example' });
    expect(kit.stores.embedded.getState()).toMatchObject({
      availableSocials: [],
      farcasterAvailable: true,
    });
  });

  test('a listed page origin raises nothing', async () => {
    const url = await walletService(['https://shop.example']);
    const { ctx, kit } = kitFor(url);
    await expect(checkAllowedOrigin(ctx, { origin: 'https://shop.example' })).resolves.toBe(true);
    expect(kit.stores.alert.getState().open).toBe(false);
  });

  test('with email and social login off the service is not asked', async () => {
    const url = await walletService([]);
    const { ctx, kit } = kitFor(url, { email: false });
    await expect(checkAllowedOrigin(ctx, { origin: 'https://evil.example' })).resolves.toBe(
      undefined,
    );
    expect(requested).toEqual([]);
    expect(kit.stores.alert.getState().open).toBe(false);
  });

  test('an unreachable service raises nothing', async () => {
    const url = await walletService([]);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const { ctx, kit } = kitFor(url);
    await expect(checkAllowedOrigin(ctx, { origin: 'https://shop.example' })).resolves.toBe(
      undefined,
    );
    expect(kit.stores.alert.getState().open).toBe(false);
  });
});

describe('when the check runs', () => {
  afterEach(() => vi.unstubAllGlobals());

  test("at the kit's start, through the embedded wallet a kit with email or social login is given", async () => {
    vi.stubGlobal('location', { origin: 'https://evil.example' });
    const url = await walletService(['https://shop.example']);
    const { kit } = kitFor(url, { withFront: true });
    await kit.start();
    await expect.poll(() => kit.stores.alert.getState().open).toBe(true);
    expect(requested).toEqual(['/v1/projects/test-project/origins']);
    kit.destroy();
  });

  test('a kit without the embedded wallet asks no service at start, whatever its config', async () => {
    vi.stubGlobal('location', { origin: 'https://evil.example' });
    const url = await walletService(['https://shop.example']);
    const { kit } = kitFor(url);
    await kit.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);
    expect(kit.stores.alert.getState().open).toBe(false);
    kit.destroy();
  });
});
