/**
 * The Farcaster auth relay, spoken exactly as the public relay speaks it, so the service needs
 * no relay of someone else's. An app opens a channel (`POST /v1/channel`), shows its connect
 * link as a QR code, and polls `GET /v1/channel/status` with the channel token as a bearer
 * token (202 while pending, 200 once, with the signed message, after which the channel is
 * closed). The Farcaster app reads the channel's parameters from the same status call, signs
 * the message with the fid's custody key and posts it to `POST /v1/channel/authenticate`.
 *
 * Unlike the public relay, this one checks the posted message (domain, nonce, signer owning the
 * fid) before completing the channel, so a bad sign-in is refused to the app that posted it;
 * whoever reads the channel still verifies the message itself. And the connect link carries a
 * token of its own: the channel token the opener polls with cannot complete the channel or read
 * its parameters, so that token leaking (from logs, from the opener's traffic) lets no outsider
 * sign in first with his own fid; the connect token cannot read the completed answer.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { generateNonce } from '@wallet-kit/schemas';
import { z } from 'zod';
import { clientAddress, fail, jsonBody, type ServiceDeps, type ServiceEnv } from './context.js';
import type { FarcasterConfig } from './farcaster-config.js';
import { farcasterStore, type ChannelCompletion, type RelayChannel } from './farcaster-store.js';
import { onFirstUse } from './on-first-use.js';
import { writeLimit } from './write-limits.js';

/** Loaded at the first Farcaster request (on-first-use.ts). */
const farcasterVerify = onFirstUse(() => import('./farcaster-verify.js'));
const idRegistry = onFirstUse(() => import('./farcaster-id-registry.js'));

/** How long a channel stays open (the public relay's default). */
const CHANNEL_LIFETIME_MS = 3600_000;
export const RELAY_UNAUTHORIZED = 'Unauthorized';
export const RELAY_INVALID_SIGNATURE = 'Invalid signature';
/** The most a channel keeps of a header value the client chose. */
const MAX_KEPT_HEADER_CHARS = 256;

/** The public relay's alphabet: no 0, 1, I or O, so a token read aloud is not misread. */
const TOKEN_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const TOKEN_LENGTH = 24;

function newChannelToken(): string {
  return Array.from(randomBytes(TOKEN_LENGTH), (byte) => TOKEN_ALPHABET[byte % 32]).join('');
}

const dateTime = z.iso.datetime({ offset: true });

const createBody = z.strictObject({
  siweUri: z.url(),
  domain: z.string().regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/, 'domain must be a host name'),
  nonce: z.string().min(1).max(128).optional(),
  notBefore: dateTime.optional(),
  expirationTime: dateTime.optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.string().max(2048).optional(),
  acceptAuthAddress: z.boolean().optional(),
});

const authenticateBody = z.strictObject({
  message: z.string().min(1).max(8192),
  signature: z.string().regex(/^0x[a-fA-F0-9]{130}$/, 'signature must be 65 bytes of hex'),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive(),
  username: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\.eth$/)
    .optional(),
  bio: z.string().max(1024).optional(),
  displayName: z.string().max(256).optional(),
  pfpUrl: z.url().optional(),
});

/** The channel as the status call answers it: everything but its links. */
function statusAnswer(channel: RelayChannel) {
  return {
    state: channel.completion ? 'completed' : 'pending',
    nonce: channel.nonce,
    ...(channel.completion ?? {}),
    signatureParams: channel.signatureParams,
    metadata: channel.metadata,
    acceptAuthAddress: channel.acceptAuthAddress,
  };
}

/** A pending channel as its opener reads it: what was asked, not what the app must sign. */
function pendingAnswer(channel: RelayChannel) {
  return { state: 'pending', metadata: channel.metadata };
}

function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}

export function farcasterRelayRoutes(deps: ServiceDeps, config: FarcasterConfig) {
  const routes = new Hono<ServiceEnv>();
  const channels = farcasterStore(deps.store.db);
  // The Farcaster client and viem are loaded at the first sign-in posted to the relay.
  const verifier = onFirstUse(async () => (await farcasterVerify()).farcasterAppClient(config));

  routes.use(
    '*',
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => fail(c, 413, 'Request too large') }),
  );
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  // Anyone may open a channel: limited per network address and overall, so a flood cannot fill
  // the disk; each channel is removed when it expires (see farcaster-store.ts).
  routes.post(
    '/',
    writeLimit(deps, 'channel', (d) => d.limits.channelOpens),
    async (c) => {
      const body = createBody.safeParse(await jsonBody(c));
      if (!body.success) {
        return fail(c, 400, 'Validation error', { message: body.error.issues[0]?.message });
      }
      const token = newChannelToken();
      const connectToken = newChannelToken();
      // From the system's CSPRNG: a nonce that could be foretold (viem's generateSiweNonce reads
      // Math.random through a shared buffer) could be signed in advance for another visitor.
      const nonce = body.data.nonce ?? generateNonce();
      const url = `${config.connectUriBase}?${new URLSearchParams({ channelToken: connectToken })}`;
      await channels.openChannel({
        token,
        connectToken,
        nonce,
        url,
        signatureParams: { ...body.data, nonce },
        metadata: {
          ip: clientAddress(c, deps.config.trustProxy).slice(0, MAX_KEPT_HEADER_CHARS),
          // Kept for the app to show; a client may send any length, so only the start is kept.
          userAgent: (c.req.header('User-Agent') ?? 'Unknown').slice(0, MAX_KEPT_HEADER_CHARS),
        },
        acceptAuthAddress: body.data.acceptAuthAddress ?? true,
        expiresAt: new Date(deps.clock().getTime() + CHANNEL_LIFETIME_MS),
      });
      return c.json({ channelToken: token, url, connectUri: url, nonce }, 201);
    },
  );

  routes.get('/status', async (c) => {
    const token = bearerToken(c.req.header('Authorization'));
    const now = deps.clock();
    const channel = token ? await channels.readChannel(token, now) : undefined;
    if (!channel) {
      // The Farcaster app reads what to sign with the connect link's token, while pending only.
      const toSign = token ? await channels.readChannel(token, now, 'connect_token') : undefined;
      if (!toSign || toSign.completion) return fail(c, 401, RELAY_UNAUTHORIZED);
      return c.json(statusAnswer(toSign), 202);
    }
    if (!channel.completion) return c.json(pendingAnswer(channel), 202);
    // A completed channel is read once.
    await channels.closeChannel(channel.token);
    return c.json(statusAnswer(channel), 200);
  });

  routes.post('/authenticate', async (c) => {
    if (config.relayAuthKey) {
      const key =
        c.req.header('X-Farcaster-Auth-Relay-Key') ?? c.req.header('X-Farcaster-Connect-Auth-Key');
      if (key !== config.relayAuthKey) return fail(c, 401, RELAY_UNAUTHORIZED);
    }
    const token = bearerToken(c.req.header('Authorization'));
    const channel = token
      ? await channels.readChannel(token, deps.clock(), 'connect_token')
      : undefined;
    if (!channel || channel.completion) return fail(c, 401, RELAY_UNAUTHORIZED);
    const body = authenticateBody.safeParse(await jsonBody(c));
    if (!body.success) {
      return fail(c, 400, 'Validation error', { message: body.error.issues[0]?.message });
    }
    try {
      const signer = await (
        await farcasterVerify()
      ).verifyFarcasterSignIn(
        await verifier(),
        { domain: channel.signatureParams.domain, nonce: channel.nonce },
        body.data,
      );
      if (signer.fid !== body.data.fid) throw new Error('The message names another fid');
    } catch (error) {
      deps.log.info('farcaster sign-in refused', { error: (error as Error).message });
      return fail(c, 401, RELAY_INVALID_SIGNATURE);
    }
    const custody = await (await idRegistry()).custodyOf(config.rpcUrl, body.data.fid);
    const completion: ChannelCompletion = {
      ...body.data,
      authMethod: body.data.authMethod ?? 'custody',
      custody,
      // Verified addresses are kept by Farcaster hubs, which this relay does not ask.
      verifications: [],
    };
    if (!(await channels.completeChannel(channel.token, completion))) {
      return fail(c, 401, RELAY_UNAUTHORIZED);
    }
    return c.json(
      { ...statusAnswer({ ...channel, completion }), url: channel.url, connectUri: channel.url },
      201,
    );
  });

  return routes;
}
