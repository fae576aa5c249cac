/**
 * The host page of the frame-client browser test: the kit's frame client with the frame message
 * reading of the runtime, driven by the test through `window`.
 */
import { createFrameClient, type FrameClient } from '../../../runtime/src/embedded/frame-client.js';
import {
  buildFrameRequest,
  isSafeRpcMethod,
  parseFrameInbound,
} from '../../../runtime/src/embedded/frame-protocol.js';

let client: FrameClient | undefined;
let logouts = 0;

Object.assign(window, {
  startClient(frameBase: string) {
    client = createFrameClient({
      url: frameBase,
      projectId: 'test-project',
      version: '0.1.0',
      parse: parseFrameInbound,
      build: buildFrameRequest,
      isSafeMethod: isSafeRpcMethod,
      onLogout: () => (logouts += 1),
      log: () => undefined,
    });
    client.preload();
  },
  request: (type: string) => client!.request(type, {}),
  clientStats: () => ({ ...client!.stats(), logouts }),
});
