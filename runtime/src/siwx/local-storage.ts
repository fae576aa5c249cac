/**
 * The default session storage: one JSON list in localStorage. Values are parsed on every read:
 * a list longer than the kit's stored-value cap, not JSON or not a list is removed, and
 * sessions of the wrong shape are dropped from it, so a planted value can neither crash the
 * kit nor sign anyone in. A browser that blocks storage keeps sessions in memory for the
 * page's lifetime instead of failing the sign-in.
 */
import type { CaipNetworkId } from '@wallet-kit/schemas';
import { parseStoredSessions, sameAccount } from '@wallet-kit/schemas';
import { MAX_STORED_VALUE_LENGTH, parseStoredJson } from '../core/storage.js';
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
    const stored = parseStoredJson(raw);
    const sessions = parseStoredSessions(stored);
    if (!Array.isArray(stored) || sessions.length !== stored.length) write(sessions);
    return sessions;
  }
  function write(all: SiwxSession[]): void {
    // The oldest sessions go first when the list outgrows what a read accepts.
    let sessions = all;
    let raw = JSON.stringify(sessions);
    while (raw.length > MAX_STORED_VALUE_LENGTH && sessions.length > 0) {
      sessions = sessions.slice(1);
      raw = JSON.stringify(sessions);
    }
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
