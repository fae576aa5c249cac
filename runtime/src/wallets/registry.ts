/**
 * A wallet registry configured by the host (`endpoints.walletRegistryUrl`) replaces the
 * bundled snapshot. Its answer crosses a trust boundary, so it is parsed with valibot: a wrong
 * shape throws (the caller keeps the snapshot), and an entry with an unsafe link is dropped.
 */
import * as v from 'valibot';
import type { CatalogueWallet } from './types.js';

/** Long enough for a slow registry, short enough that a dead one is given up quickly. */
export const WALLET_REGISTRY_TIMEOUT_MS = 5000;

const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript|file|blob|about):/i;
const linkSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.check((link) => !UNSAFE_SCHEME.test(link), 'unsafe link scheme'),
);
const httpUrlSchema = v.pipe(v.string(), v.regex(/^https?:\/\//i));
/** Images may be the registry's own URLs or inline data images; nothing that runs code. */
const imageSchema = v.pipe(v.string(), v.regex(/^(https?:\/\/|data:image\/)/i));

const walletSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  rdns: v.optional(v.string()),
  imageUrl: v.optional(imageSchema),
  mobileLink: v.optional(linkSchema),
  universalLink: v.optional(httpUrlSchema),
  desktopLink: v.optional(linkSchema),
  homepage: v.optional(httpUrlSchema),
  downloadUrls: v.optional(
    v.object({
      ios: v.optional(httpUrlSchema),
      android: v.optional(httpUrlSchema),
      chrome: v.optional(httpUrlSchema),
    }),
  ),
});

/** A list of wallets, bare or under `wallets` / `data` (the shapes registries commonly use). */
const responseSchema = v.union([
  v.array(v.unknown()),
  v.object({ wallets: v.array(v.unknown()) }),
  v.object({ data: v.array(v.unknown()) }),
]);

export function parseWalletRegistry(json: unknown): CatalogueWallet[] {
  const parsed = v.safeParse(responseSchema, json);
  if (!parsed.success) throw new Error('The wallet registry answered with an unexpected shape');
  const items = Array.isArray(parsed.output)
    ? parsed.output
    : 'wallets' in parsed.output
      ? parsed.output.wallets
      : parsed.output.data;
  const wallets = items.flatMap((item) => {
    const wallet = v.safeParse(walletSchema, item);
    return wallet.success ? [wallet.output as CatalogueWallet] : [];
  });
  if (items.length > 0 && wallets.length === 0) {
    throw new Error('The wallet registry listed no valid wallet');
  }
  return wallets;
}

export interface FetchWalletRegistryOptions {
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** GET the registry; rejects on a network error, a non-2xx status, a time-out or a bad shape. */
export async function fetchWalletRegistry(
  url: string,
  options: FetchWalletRegistryOptions = {},
): Promise<CatalogueWallet[]> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('The wallet registry timed out')),
    options.timeoutMs ?? WALLET_REGISTRY_TIMEOUT_MS,
  );
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    });
    // HTTP failures read "HTTP status code: {n}", like every other HTTP error of the kit.
    if (!response.ok) throw new Error(`HTTP status code: ${response.status}`);
    return parseWalletRegistry(await response.json());
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
