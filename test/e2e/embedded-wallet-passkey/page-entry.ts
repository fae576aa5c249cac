/**
 * The host page of the passkey browser test: the kit's own frame client (the `allow` attribute
 * and the message checks it sets) on the real wallet frame, driven by the test as the kit's
 * controller drives it, with a slot the frame is laid over for its passkey prompt.
 */
import { createFrameClient, type FrameClient } from '../../../runtime/src/embedded/frame-client.js';
import {
  buildFrameRequest,
  isSafeRpcMethod,
  parseFrameInbound,
} from '../../../runtime/src/embedded/frame-protocol.js';

let client: FrameClient | undefined;

Object.assign(window, {
  walletFrame: {
    start(serviceUrl: string, projectId: string) {
      client = createFrameClient({
        url: serviceUrl,
        projectId,
        version: '0.1.0',
        parse: parseFrameInbound,
        build: buildFrameRequest,
        isSafeMethod: isSafeRpcMethod,
        onLogout: () => undefined,
        log: () => undefined,
      });
      client.preload();
    },
    request: (type: string, payload: unknown = {}) => client!.request(type, payload),
    /** Lays the frame over the page's slot (as ApproveTransaction does), or hides it. */
    show(visible: boolean) {
      client!.attach(visible ? document.getElementById('slot') : null);
    },
  },
});
