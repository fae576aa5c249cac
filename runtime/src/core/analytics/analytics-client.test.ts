import { afterEach, describe, expect, it } from 'vitest';
import { createAnalyticsClient } from './analytics-client.js';
import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_WINDOW } from './error-rate-limit.js';
import { wrapKitError } from './kit-error.js';
import { SDK_TYPE, SDK_VERSION } from './sdk-info.js';
import { startLoopbackSink, type LoopbackSink } from '../../../../test/fixtures/analytics-sink.js';

let sink: LoopbackSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

function client(url: string, extra: Partial<Parameters<typeof createAnalyticsClient>[0]> = {}) {
  return createAnalyticsClient({
    url,
    projectId: 'project-1',
    pageUrl: 'http://shop.example:5173/checkout',
    ...extra,
  });
}

describe('analytics client against the events endpoint', () => {
  it('an event is a POST /e with projectId, st and sv in the query and eventId, url, domain, timestamp, props in the body', async () => {
    sink = await startLoopbackSink();
    await client(sink.url, { now: () => 1234 }).sendEvent(
      'MODAL_OPEN',
      { connected: true },
      '0xabc',
    );
    const [stored] = await sink.events();
    expect(stored).toMatchObject({
      projectId: 'project-1',
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      url: 'http://shop.example:5173/checkout',
      domain: 'shop.example',
      timestamp: 1234,
      props: {
        type: 'track',
        event: 'MODAL_OPEN',
        properties: { connected: true },
        address: '0xabc',
      },
    });
    expect(typeof stored?.['eventId']).toBe('string');
  });

  it('MODAL_CREATED is never sent', async () => {
    sink = await startLoopbackSink();
    await client(sink.url).sendEvent('MODAL_CREATED');
    expect(sink.answered).toEqual([]);
  });

  it('error telemetry carries type error, event, errorType, errorMessage and stackTrace', async () => {
    sink = await startLoopbackSink();
    const error = wrapKitError(new Error('boom'));
    expect(await client(sink.url).sendError(error)).toBe(true);
    const [stored] = await sink.events();
    expect(stored?.props).toEqual({
      type: 'error',
      event: 'ERROR',
      errorType: 'INTERNAL_SDK_ERROR',
      errorMessage: 'boom',
      stackTrace: error.stack,
    });
  });

  it('error telemetry is limited to 5 per minute', async () => {
    sink = await startLoopbackSink();
    let now = 0;
    const reporter = client(sink.url, { now: () => now });
    const sent: boolean[] = [];
    for (let i = 0; i < ERROR_REPORTS_PER_WINDOW + 2; i++) {
      sent.push(await reporter.sendError(wrapKitError(new Error(`error ${i}`))));
    }
    expect(sent).toEqual([true, true, true, true, true, false, false]);
    expect(await sink.events()).toHaveLength(5);
    now = ERROR_REPORT_WINDOW_MS;
    expect(await reporter.sendError(wrapKitError(new Error('a minute later')))).toBe(true);
    expect(await sink.events()).toHaveLength(6);
  });

  it('track events are not rate limited', async () => {
    sink = await startLoopbackSink();
    const reporter = client(sink.url);
    for (let i = 0; i < ERROR_REPORTS_PER_WINDOW + 3; i++) await reporter.sendEvent('MODAL_OPEN');
    expect(await sink.events()).toHaveLength(ERROR_REPORTS_PER_WINDOW + 3);
  });

  it('a 403 calls onForbidden once, however many requests are refused', async () => {
    sink = await startLoopbackSink({ projectIds: ['someone-else'] });
    let forbidden = 0;
    const reporter = client(sink.url, { onForbidden: () => forbidden++ });
    await reporter.sendEvent('MODAL_OPEN');
    await reporter.sendEvent('MODAL_CLOSE');
    expect(sink.answered).toEqual([403, 403]);
    expect(forbidden).toBe(1);
  });

  it('an unreachable endpoint loses the event without throwing', async () => {
    sink = await startLoopbackSink();
    const url = sink.url;
    await sink.close();
    sink = undefined;
    await expect(client(url).sendEvent('MODAL_OPEN')).resolves.toBeUndefined();
  });
});
