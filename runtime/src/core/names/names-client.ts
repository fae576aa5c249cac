/**
 * The names service's calls (`endpoints.namesUrl`, served by `@wallet-kit/server/names`):
 *   GET  {base}/account/{name}       a name's record (404: nobody holds it)
 *   GET  {base}/reverse/{address}    the names an address holds
 *   GET  {base}/suggestions/{name}   free names close to it
 *   POST {base}/account              a signed registration
 * Each failure reads as the kit's message for that call; a refused registration keeps the
 * service's own reason, which says what to change.
 */
import * as v from 'valibot';

export interface NameRecord {
  name: string;
  coinType: number;
  address: string;
  attributes: Record<string, string>;
}

export interface NameRegistration {
  coinType: number;
  address: string;
  signature: string;
  /** The exact text that was signed. */
  message: string;
}

export interface NamesClient {
  /** The record of a name, or undefined when nobody holds it. */
  lookup(name: string): Promise<NameRecord | undefined>;
  reverse(address: string): Promise<NameRecord[]>;
  suggestions(name: string): Promise<string[]>;
  register(name: string, registration: NameRegistration): Promise<NameRecord>;
}

export const NAMES_MESSAGES = {
  RESOLVE: 'Error resolving name',
  SUGGESTIONS: 'Error fetching name suggestions',
  REVERSE: 'Error fetching names for address',
  register: (name: string) => `Error registering name ${name}`,
} as const;

const recordSchema = v.object({
  name: v.string(),
  coinType: v.number(),
  address: v.string(),
  attributes: v.record(v.string(), v.string()),
});
const suggestionsSchema = v.object({ suggestions: v.array(v.object({ name: v.string() })) });
const errorSchema = v.object({ error: v.string() });

export function createNamesClient(options: { baseUrl: string; fetch?: typeof fetch }): NamesClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/$/, '');
  const url = (route: string, param?: string) =>
    `${base}/${route}${param === undefined ? '' : `/${encodeURIComponent(param)}`}`;

  async function getJson(route: string, param: string, failure: string): Promise<unknown> {
    try {
      const response = await fetchImpl(url(route, param), {
        headers: { accept: 'application/json' },
      });
      if (response.status === 404 && route === 'account') return undefined;
      if (!response.ok) throw new Error(failure);
      return await response.json();
    } catch {
      throw new Error(failure);
    }
  }

  return {
    async lookup(name) {
      const body = await getJson('account', name, NAMES_MESSAGES.RESOLVE);
      if (body === undefined) return undefined;
      const parsed = v.safeParse(recordSchema, body);
      if (!parsed.success) throw new Error(NAMES_MESSAGES.RESOLVE);
      return parsed.output;
    },
    async reverse(address) {
      const parsed = v.safeParse(
        v.array(recordSchema),
        await getJson('reverse', address, NAMES_MESSAGES.REVERSE),
      );
      if (!parsed.success) throw new Error(NAMES_MESSAGES.REVERSE);
      return parsed.output;
    },
    async suggestions(name) {
      const parsed = v.safeParse(
        suggestionsSchema,
        await getJson('suggestions', name, NAMES_MESSAGES.SUGGESTIONS),
      );
      if (!parsed.success) throw new Error(NAMES_MESSAGES.SUGGESTIONS);
      return parsed.output.suggestions.map((item) => item.name);
    },
    async register(name, registration) {
      let response: Response;
      try {
        response = await fetchImpl(url('account'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(registration),
        });
      } catch {
        throw new Error(NAMES_MESSAGES.register(name));
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        // The service's reason (taken, too old, wrong signer) tells the visitor what to change.
        const refusal = v.safeParse(errorSchema, body);
        throw new Error(refusal.success ? refusal.output.error : NAMES_MESSAGES.register(name));
      }
      const parsed = v.safeParse(recordSchema, body);
      if (!parsed.success) throw new Error(NAMES_MESSAGES.register(name));
      return parsed.output;
    },
  };
}
