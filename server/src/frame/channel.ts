/**
 * The frame's end of the message channel: it reads only messages posted by its parent window
 * from the host origin it was embedded by, parsed by the frame message schemas; anything else
 * is counted, logged when logging is on, and dropped. Answers go to that exact origin.
 */
import { FRAME_CHANNEL, parseFrameRequest, type FrameRequest } from '@wallet-kit/schemas';
import type { StorageKind } from './storage-area.js';

interface ChannelStats {
  handled: number;
  dropped: number;
}

interface FrameChannelOptions {
  window: Window;
  hostOrigin: string;
  handle(request: FrameRequest): Promise<unknown>;
  log?: (message: string) => void;
}

export function openFrameChannel(options: FrameChannelOptions) {
  const { window, hostOrigin } = options;
  const stats: ChannelStats = { handled: 0, dropped: 0 };
  const post = (message: Record<string, unknown>) =>
    window.parent.postMessage({ channel: FRAME_CHANNEL, ...message }, hostOrigin);

  function drop(reason: string) {
    stats.dropped += 1;
    options.log?.(`wallet-kit frame: dropped a message (${reason})`);
  }

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== hostOrigin) return drop('origin');
    if (event.source !== window.parent) return drop('source');
    const request = parseFrameRequest(event.data);
    if (!request) return drop('shape');
    stats.handled += 1;
    options.handle(request).then(
      (payload) => post({ id: request.id, type: 'success', payload: payload ?? {} }),
      (error: unknown) => {
        const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
        post({
          id: request.id,
          type: 'error',
          message: typeof message === 'string' && message ? message : 'An error occurred',
          ...(typeof code === 'number' ? { code } : {}),
        });
      },
    );
  });

  return {
    stats,
    /** Tells the host page the frame runs, and whether its login outlives the page. */
    ready: (storage: StorageKind) => post({ type: 'ready', storage }),
    logout: () => post({ type: 'logout' }),
  };
}
