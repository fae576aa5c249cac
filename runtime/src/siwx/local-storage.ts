/**
 * The default session storage: one JSON list in localStorage. Values are parsed on every read
 * (a corrupt list or entry is dropped); a browser that blocks storage keeps sessions in memory
 * for the page's lifetime instead of failing the sign-in.
 */
import type { CaipNetworkId } from '@wallet-kit/schemas';
import { parseStoredSessions, sameAccount } from '@wallet-kit/schemas';
import type { SiwxSession, SiwxStorage } from './types.js';

export const SIWX_STORAGE_KEY = '@walletkit/siwx-sessions';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof globalThis.localStorage === 'object' ? globalThis.localStorage : undefined;
  } catch {
    return undefined;
  }
}

export function createLocalSiwxStorage(
  options: { storage?: KeyValueStorage; key?: string } = {},
): SiwxStorage {
  const key = options.key ?? SIWX_STORAGE_KEY;
  const backing = options.storage ?? browserStorage();
  let memory: string | null = null;

  function read(): SiwxSession[] {
    let raw: string | null;
    try {
      raw = backing ? backing.getItem(key) : memory;
    } catch {
      raw = memory;
    }
    if (raw === null) return [];
    try {
      return parseStoredSessions(JSON.parse(raw));
    } catch {
      return [];
    }
  }
  function write(sessions: SiwxSession[]): void {
    const raw = JSON.stringify(sessions);
    memory = raw;
    try {
      if (!backing) return;
      if (sessions.length === 0) backing.removeItem(key);
      else backing.setItem(key, raw);
    } catch {
      /* storage blocked or full: the in-memory copy keeps the page signed in */
    }
  }
  const matches = (session: SiwxSession, chainId: CaipNetworkId, address: string) =>
    session.data.chainId === chainId && sameAccount(chainId, session.data.accountAddress, address);

  return {
    async add(session) {
      write([...read(), session]);
    },
    async set(sessions) {
      write([...sessions]);
    },
    async get(chainId, address) {
      return read().filter((session) => matches(session, chainId, address));
    },
    async delete(chainId, address) {
      write(read().filter((session) => !matches(session, chainId, address)));
    },
  };
}
