/**
 * Every message between the host page and the embedded-wallet frame, in both directions. Both
 * sides parse what they receive with these schemas and drop (and log) anything that does not
 * parse: an unknown type, a malformed payload, a missing id. The wire format is described in
 * docs/embedded-wallet.md.
 */
import * as z from 'zod/mini';

export const FRAME_CHANNEL = 'wallet-kit/frame';

const id = z.string().check(z.minLength(8), z.maxLength(64));
const chainId = z.union([
  z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/)),
  z.number(),
]);
const otp = z.string().check(z.regex(/^\d{6}$/));
const email = z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/));
const accountType = z.enum(['eoa', 'smartAccount']);
const empty = z.object({});

/** Each request type with the shape of its payload. */
export const FRAME_REQUEST_PAYLOADS = {
  switchNetwork: z.object({ chainId }),
  connectEmail: z.object({ email }),
  connectDevice: empty,
  connectOtp: z.object({ otp }),
  connectSocial: z.object({
    uri: z.string().check(z.maxLength(4096)),
    preferredAccountType: z.optional(accountType),
  }),
  getSocialRedirectUri: z.object({ provider: z.string().check(z.maxLength(32)) }),
  getFarcasterUri: empty,
  connectFarcaster: empty,
  stopFarcaster: empty,
  getUser: z.object({
    chainId: z.optional(chainId),
    preferredAccountType: z.optional(accountType),
    socialUri: z.optional(z.string().check(z.maxLength(4096))),
  }),
  isConnected: z.object({ token: z.optional(z.string().check(z.maxLength(4096))) }),
  getChainId: empty,
  signOut: empty,
  rpcRequest: z.object({
    method: z.string().check(z.minLength(1), z.maxLength(64)),
    params: z.optional(z.unknown()),
    // For the frame's approval panel, checked there (server/src/frame/call-abi.ts and
    // network-name.ts) and shown only when they match the request: the ABI fragments of the
    // function a `writeContract` calls, and the kit's `{ id, name }` of the current network.
    abi: z.optional(z.unknown()),
    network: z.optional(z.unknown()),
  }),
  updateEmail: z.object({ email }),
  updateEmailPrimaryOtp: z.object({ otp }),
  updateEmailSecondaryOtp: z.object({ otp }),
  getSmartAccountEnabledNetworks: empty,
  initSmartAccount: empty,
  setPreferredAccount: z.object({ type: accountType }),
  syncTheme: z.object({
    themeMode: z.enum(['light', 'dark']),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
  }),
  syncDappData: z.object({
    metadata: z.object({
      name: z.string().check(z.maxLength(200)),
      description: z.optional(z.string().check(z.maxLength(2000))),
      url: z.optional(z.string().check(z.maxLength(2000))),
      icons: z.optional(z.array(z.string().check(z.maxLength(2000)))),
    }),
    sdkVersion: z.optional(z.string()),
    sdkType: z.optional(z.string()),
    projectId: z.optional(z.string()),
  }),
  reload: empty,
  // What the visitor's passkey is needed for after a login ('recover', 'create' or 'none'),
  // then the frame's own passkey prompt, shown over the kit's approval slot.
  passkeyStep: empty,
  passkey: empty,
} as const;

export type FrameRequestType = keyof typeof FRAME_REQUEST_PAYLOADS;
export type FrameRequestPayload<T extends FrameRequestType> = z.infer<
  (typeof FRAME_REQUEST_PAYLOADS)[T]
>;

export type FrameRequest = {
  [T in FrameRequestType]: {
    channel: typeof FRAME_CHANNEL;
    id: string;
    type: T;
    payload: FrameRequestPayload<T>;
  };
}[FrameRequestType];

const frameRequestSchema = z.discriminatedUnion(
  'type',
  Object.entries(FRAME_REQUEST_PAYLOADS).map(([type, payload]) =>
    z.object({
      channel: z.literal(FRAME_CHANNEL),
      id,
      type: z.literal(type),
      payload,
    }),
  ) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
);

/** What the frame sends: answers to a request (by its id) and events of its own. */
const frameMessageSchema = z.discriminatedUnion('type', [
  z.object({
    channel: z.literal(FRAME_CHANNEL),
    type: z.literal('ready'),
    // `memory`: the browser refused the frame its storage, so its login ends with the page.
    storage: z.optional(z.enum(['persistent', 'memory'])),
  }),
  z.object({ channel: z.literal(FRAME_CHANNEL), type: z.literal('logout') }),
  z.object({
    channel: z.literal(FRAME_CHANNEL),
    id,
    type: z.literal('success'),
    payload: z.optional(z.unknown()),
  }),
  z.object({
    channel: z.literal(FRAME_CHANNEL),
    id,
    type: z.literal('error'),
    message: z.string().check(z.maxLength(2000)),
    code: z.optional(z.number()),
  }),
]);

export type FrameMessage = z.infer<typeof frameMessageSchema>;

/** The longest message either side reads, in characters of its JSON. */
const MAX_MESSAGE_CHARS = 1024 * 1024;

function tooLarge(data: unknown): boolean {
  try {
    return JSON.stringify(data).length > MAX_MESSAGE_CHARS;
  } catch {
    return true;
  }
}

/** A request the host page sent to the frame, or undefined when it is not one. Never throws. */
export function parseFrameRequest(data: unknown): FrameRequest | undefined {
  if (tooLarge(data)) return undefined;
  const result = frameRequestSchema.safeParse(data);
  return result.success ? (result.data as FrameRequest) : undefined;
}

/** A message the frame sent to the host page, or undefined when it is not one. Never throws. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (tooLarge(data)) return undefined;
  const result = frameMessageSchema.safeParse(data);
  return result.success ? result.data : undefined;
}
