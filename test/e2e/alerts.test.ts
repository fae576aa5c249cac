/**
 * Alerts in Debian chromium, on the demo generated with analytics on and pointed at an events
 * sink (the server package's real handler on loopback) that refuses this app: opening the
 * modal sends MODAL_OPEN, the sink answers 403, and the page shows the Invalid App
 * Configuration alert once. Also checks the demo server's own events sink. Screenshots land in
 * test-results/e2e/.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventsHandler, toNodeListener } from '@wallet-kit/server';
import { screenshot } from '@wallet-kit/local-stack/browser';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import { openDemoInChromium, type DemoInChromium } from '../fixtures/demo-app.js';

const CONFIG = join(REPO_ROOT, 'test', 'e2e', 'alerts', 'walletkit.alerts.config.ts');
const WAIT = { timeout: 20_000 };

let sink: Server;
/** Status of every event the refusing sink answered. */
const answered: number[] = [];
let opened: DemoInChromium | undefined;
let page: Page;

beforeAll(async () => {
  const handle = createEventsHandler({ basePath: '/events', projectIds: ['another-app'] });
  sink = createServer(
    toNodeListener(
      async (request) => {
        const response = await handle(request);
        if (request.method === 'POST' && response) answered.push(response.status);
        return response;
      },
      { maxBytes: 64 * 1024 },
    ),
  );
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.address() as AddressInfo;
  process.env['WALLETKIT_TEST_ANALYTICS_URL'] = `http://127.0.0.1:${port}/events`;
  opened = await openDemoInChromium({ cacheDir: 'e2e-alerts', demo: { configFile: CONFIG } });
  page = opened.page;
});
afterAll(async () => {
  delete process.env['WALLETKIT_TEST_ANALYTICS_URL'];
  await opened?.close();
  await new Promise<void>((resolve) => sink?.close(() => resolve()));
});

describe('alerts in the demo', () => {
  test('a 403 from the analytics endpoint shows the Invalid App Configuration alert once', async () => {
    expect(await page.getByTestId('wk-alert').count()).toBe(0);
    await page.getByTestId('wk-connect-button').click();
    const alert = page.getByRole('alert');
    await alert.waitFor(WAIT);
    expect(await alert.innerText()).toContain('Invalid App Configuration');
    expect(answered).toContain(403);
    const path = await screenshot(page, 'alerts-01-invalid-app-configuration');
    expect(path).toMatch(/alerts-01-invalid-app-configuration\.png$/);

    await page.getByRole('button', { name: 'Dismiss alert' }).click();
    await page.getByTestId('wk-alert').waitFor({ state: 'detached', ...WAIT });
    await page.keyboard.press('Escape');
    await page.getByTestId('wk-modal').waitFor({ state: 'hidden', ...WAIT });
    const before = answered.length;
    await page.getByTestId('wk-connect-button').click();
    await page.getByTestId('wk-modal').waitFor(WAIT);
    await expect.poll(() => answered.length, WAIT).toBeGreaterThan(before);
    expect(await page.getByTestId('wk-alert').count()).toBe(0);
    expect(opened?.offLoopback).toEqual([]);
  });

  test('the demo server stores events sent to its own sink and lists them', async () => {
    const base = `${opened!.demo.url}api/events`;
    const sent = await fetch(`${base}/e?projectId=demo&st=wallet-kit&sv=0.1.0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId: 'e2e-1',
        url: opened!.demo.url,
        domain: '127.0.0.1',
        timestamp: Date.now(),
        props: { type: 'track', event: 'MODAL_OPEN' },
      }),
    });
    expect(sent.status).toBe(204);
    const unauthorised = await fetch(`${base}/events`);
    expect(unauthorised.status).toBe(401);
    const authorization = `Bearer ${opened!.demo.eventsReadToken}`;
    const listed = (await (
      await fetch(`${base}/events`, { headers: { authorization } })
    ).json()) as {
      events: { eventId: string }[];
    };
    expect(listed.events.map((event) => event.eventId)).toContain('e2e-1');
  });
});
