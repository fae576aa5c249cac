import { afterEach, describe, expect, it } from 'vitest';
import { ALERTS } from '../alerts.js';
import { flush, createTestKit, testConfig, MAINNET } from '../testing/test-support.js';
import type { CaipNetwork } from '../types.js';
import { ERROR_REPORTS_PER_WINDOW } from './error-rate-limit.js';
import { analyticsUrlOf, attachAnalytics } from './kit-analytics.js';
import { startLoopbackSink, type LoopbackSink } from '../../../../test/fixtures/analytics-sink.js';

let sink: LoopbackSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

/** A kit as generated with `features.analytics` set as given: given the analytics attach. */
function kitSendingTo(url: string | undefined, analytics = true, given = true) {
  const defaults = testConfig();
  return createTestKit({
    config: {
      features: { ...defaults.features, analytics },
      endpoints: url ? { analyticsUrl: url } : {},
    },
    ...(given ? { analytics: attachAnalytics } : {}),
  });
}

/** Gives a send that would have started a moment to arrive. */
const settle = async () => {
  await flush();
  await new Promise((resolve) => setTimeout(resolve, 100));
};

describe('kit analytics', () => {
  it('kit events go to the analytics endpoint with the connected address', async () => {
    sink = await startLoopbackSink();
    const { kit } = kitSendingTo(sink.url);
    await kit.start();
    await kit.connect(kit.getOrderedConnectors()[0]!);
    kit.open();
    await sink.waitForRequests(2);
    const events = await sink.events();
    const names = events.map((event) => event.props['event']);
    expect(names).toContain('CONNECT_SUCCESS');
    expect(names).toContain('MODAL_OPEN');
    const open = events.find((event) => event.props['event'] === 'MODAL_OPEN');
    expect(open?.props['address']).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(open?.['projectId']).toBe('test-project');
  });

  it('nothing is sent when features.analytics is off', async () => {
    sink = await startLoopbackSink();
    const { kit } = kitSendingTo(sink.url, false);
    await kit.start();
    kit.open();
    kit.close();
    await settle();
    expect(sink.answered).toEqual([]);
  });

  it('a kit not given the analytics attach sends nothing, even with analytics on', async () => {
    sink = await startLoopbackSink();
    const { kit } = kitSendingTo(sink.url, true, false);
    await kit.start();
    await kit.connect(kit.getOrderedConnectors()[0]!);
    kit.open();
    const unknown: CaipNetwork = { ...MAINNET, id: 999, caipNetworkId: 'eip155:999' };
    await expect(kit.switchNetwork(unknown)).rejects.toThrow('Network not found');
    await settle();
    expect(sink.answered).toEqual([]);
  });

  it('without an analytics URL the kit sends nowhere', () => {
    // A test kit's switches are decided as the generator writes them (analytics off without a
    // URL): a config written by hand that turns analytics on with no URL sends nowhere either.
    expect(kitSendingTo(undefined).ctx.config.features.analytics).toBe(false);
    const defaults = testConfig();
    const features = { ...defaults.features, analytics: true };
    const config = { ...defaults, features, endpoints: {} };
    expect(analyticsUrlOf({ config })).toBeUndefined();
  });

  it('a failure of a kit call is reported as error telemetry with its category', async () => {
    sink = await startLoopbackSink();
    const { kit } = kitSendingTo(sink.url);
    const unknown: CaipNetwork = { ...MAINNET, id: 999, caipNetworkId: 'eip155:999' };
    await expect(kit.switchNetwork(unknown)).rejects.toThrow('Network not found');
    await sink.waitForRequests(1);
    const [report] = await sink.events();
    expect(report?.props).toMatchObject({
      type: 'error',
      errorType: 'INTERNAL_SDK_ERROR',
      errorMessage: 'Network not found',
    });
  });

  it('a kit failing in a loop reports at most 5 errors a minute', async () => {
    sink = await startLoopbackSink();
    const { kit } = kitSendingTo(sink.url);
    const unknown: CaipNetwork = { ...MAINNET, id: 999, caipNetworkId: 'eip155:999' };
    for (let i = 0; i < 8; i++) await kit.switchNetwork(unknown).catch(() => undefined);
    await sink.waitForRequests(ERROR_REPORTS_PER_WINDOW);
    await settle();
    const reports = (await sink.events()).filter((event) => event.props['type'] === 'error');
    expect(reports).toHaveLength(ERROR_REPORTS_PER_WINDOW);
  });

  it('a 403 from the analytics endpoint shows Invalid App Configuration once', async () => {
    sink = await startLoopbackSink({ projectIds: ['another-project'] });
    const { kit } = kitSendingTo(sink.url);
    kit.open();
    await sink.waitForRequests(1);
    await settle();
    expect(kit.stores.alert.getState()).toMatchObject({
      open: true,
      message: ALERTS.INVALID_APP_CONFIGURATION,
    });
    kit.closeAlert();
    kit.close();
    kit.open();
    await sink.waitForRequests(3);
    await settle();
    expect(kit.stores.alert.getState().open).toBe(false);
  });
});
