/**
 * A wallet registry configured by the host (`endpoints.walletRegistryUrl`) replaces the
 * bundled snapshot. Its answer crosses a trust boundary, so it is parsed with zod: a wrong
 * shape throws (the caller keeps the snapshot), and an entry with an unsafe link is dropped.
 */
import * as z from 'zod/mini';
import type { CatalogueWallet } from './types.js';

/** Long enough for a slow registry, short enough that a dead one is given up quickly. */
export const WALLET_REGISTRY_TIMEOUT_MS = 5000;

const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript|file|blob|about):/i;
const linkSchema = z.string().check(
  z.minLength(1),
  z.refine((link) => !UNSAFE_SCHEME.test(link), 'unsafe link scheme'),
);
const httpUrlSchema = z.string().check(z.regex(/^https?:\/\//i));
/** Images may be the registry's own URLs or inline data images; nothing that runs code. */
const imageSchema = z.string().check(z.regex(/^(https?:\/\/|data:image\/)/i));

const walletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  rdns: z.optional(z.string()),
  imageUrl: z.optional(imageSchema),
  mobileLink: z.optional(linkSchema),
  universalLink: z.optional(httpUrlSchema),
  desktopLink: z.optional(linkSchema),
  homepage: z.optional(httpUrlSchema),
  downloadUrls: z.optional(
    z.object({
      ios: z.optional(httpUrlSchema),
      android: z.optional(httpUrlSchema),
      chrome: z.optional(httpUrlSchema),
    }),
  ),
});

/** A list of wallets, bare or under `wallets` / `data` (the shapes registries commonly use). */
const responseSchema = z.union([
  z.array(z.unknown()),
  z.object({ wallets: z.array(z.unknown()) }),
  z.object({ data: z.array(z.unknown()) }),
]);

export function parseWalletRegistry(json: unknown): CatalogueWallet[] {
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success) throw new Error('The wallet registry answered with an unexpected shape');
  const items = Array.isArray(parsed.data)
    ? parsed.data
    : 'wallets' in parsed.data
      ? parsed.data.wallets
      : parsed.data.data;
  const wallets = items.flatMap((item) => {
    const wallet = walletSchema.safeParse(item);
    return wallet.success ? [wallet.data as CatalogueWallet] : [];
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
