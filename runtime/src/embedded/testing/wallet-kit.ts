/**
 * Test support: a kit with email login over a scripted frame (jsdom), eip155 and solana
 * adapters of the core's test support, and a frame that answers like the wallet frame: a
 * code `123456` logs in, `getUser` gives the account of the requested family, signing
 * requests wait for the test to approve or reject them.
 */
import {
  createTestKit,
  EVM_ADDRESS,
  MAINNET,
  MemoryStorage,
  ScriptedAdapter,
  SOLANA,
  SOLANA_ADDRESS,
  testConfig,
} from '../../core/testing/test-support.js';
import { createEmbeddedFront } from '../../core/embedded-front.js';
import { embeddedWallet, type EmbeddedWalletOptions } from '../embedded-wallet.js';
import {
  FRAME_ORIGIN,
  scriptFrame,
  type PostedRequest,
  type ScriptedFrame,
} from './scripted-frame.js';

export const EMAIL = 'ada@example.com';
export const GOOD_OTP = '123456';

interface FrameState {
  loggedIn: boolean;
  /** What `rpcRequest` answers; `hold` leaves it to the test. */
  approval: 'approve' | 'reject' | 'hold';
  /** `signOut` never answers. */
  silentSignOut: boolean;
  /** An error text `connectEmail` answers with instead of sending a code. */
  emailError?: string;
  /** An error text `connectOtp` answers with instead of logging in. */
  otpError?: string;
  /** What the frame needs the passkey for after a login; `passkeyError` fails that step. */
  passkeyStep?: 'recover' | 'create' | 'none';
  passkeyError?: string;
}

export function simulatedFrame(state: FrameState) {
  return (request: PostedRequest) => {
    const payload = (request.payload ?? {}) as Record<string, unknown>;
    switch (request.type) {
      case 'connectEmail':
        if (state.emailError) return { error: state.emailError };
        return { success: { action: 'VERIFY_OTP' } };
      case 'connectOtp':
        if (state.otpError) return { error: state.otpError };
        if (payload.otp !== GOOD_OTP) return { error: 'Invalid code' };
        state.loggedIn = true;
        return { success: {} };
      case 'isConnected':
        return { success: { isConnected: state.loggedIn } };
      case 'passkeyStep':
        return { success: { step: state.passkeyStep ?? 'none' } };
      case 'passkey':
        if (state.passkeyError) return { error: state.passkeyError };
        state.passkeyStep = 'none';
        return { success: {} };
      case 'getUser': {
        const chainId = String(payload.chainId ?? MAINNET.caipNetworkId);
        const address = chainId.startsWith('solana:') ? SOLANA_ADDRESS : EVM_ADDRESS;
        return {
          success: { email: EMAIL, address, chainId, accounts: [{ address, type: 'eoa' }] },
        };
      }
      case 'signOut':
        if (state.silentSignOut) return undefined;
        state.loggedIn = false;
        return { success: {} };
      case 'rpcRequest':
        if (state.approval === 'approve') return { success: { result: '0xsigned' } };
        if (state.approval === 'reject') return { error: 'User rejected the request', code: 4001 };
        return undefined;
      default:
        return { success: {} };
    }
  };
}

export function embeddedTestKit(
  options: {
    storage?: MemoryStorage;
    now?: () => number;
    wallet?: EmbeddedWalletOptions;
    state?: Partial<FrameState>;
  } = {},
) {
  const state: FrameState = {
    loggedIn: false,
    approval: 'approve',
    silentSignOut: false,
    ...options.state,
  };
  let loads = 0;
  const base = testConfig();
  const made = createTestKit({
    config: {
      networks: [MAINNET, SOLANA],
      endpoints: { ...base.endpoints, embeddedWalletUrl: FRAME_ORIGIN },
      features: { ...base.features, email: true },
    },
    adapters: [new ScriptedAdapter('eip155'), new ScriptedAdapter('solana')],
    storage: options.storage ?? new MemoryStorage(),
    ...(options.now ? { now: options.now } : {}),
    embedded: createEmbeddedFront(async () => {
      loads += 1;
      return embeddedWallet({
        ...options.wallet,
        frame: { log: () => undefined, readyDelayMs: 0, ...options.wallet?.frame },
      });
    }),
  });
  let frame: ScriptedFrame | undefined;
  /** Scripts the kit's frame once it exists and says ready. */
  async function frameReady(): Promise<ScriptedFrame> {
    if (frame) return frame;
    for (let tries = 0; tries < 200 && !document.getElementById('w3m-iframe'); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const element = document.getElementById('w3m-iframe') as HTMLIFrameElement | null;
    if (!element) throw new Error('the kit made no frame');
    frame = scriptFrame(element);
    frame.answerWith(simulatedFrame(state));
    frame.ready();
    return frame;
  }
  return { ...made, state, frameReady, loads: () => loads };
}

/** The posted request types, in order. */
export const postedTypes = (frame: ScriptedFrame) => frame.posted.map((item) => item.message.type);
