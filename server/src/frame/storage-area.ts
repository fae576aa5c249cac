/**
 * Where the frame keeps what it remembers. On a page of another site than the wallet service,
 * a browser that blocks third-party storage (chromium, Safari, Firefox in strict mode) throws on
 * the first touch of `localStorage`. The frame then asks for storage access in the one way that
 * needs no click (it succeeds where the visitor granted it before), and otherwise keeps
 * everything in this page's memory: the visitor can still log in, but is told the login ends
 * with the page. See docs/security.md.
 */
import type { StorageLike } from './frame-storage.js';

/** `persistent`: the service origin's own storage; `memory`: gone when the page is. */
export type StorageKind = 'persistent' | 'memory';

interface StorageArea {
  storage: StorageLike;
  kind: StorageKind;
}

/** The parts of `window` the choice reads, so a test can hand in a browser's refusals. */
export interface StorageHost {
  readonly localStorage: StorageLike;
  document?: {
    requestStorageAccess?: (types?: { localStorage: true }) => Promise<unknown>;
  };
  navigator?: {
    permissions?: { query(descriptor: { name: PermissionName }): Promise<{ state: string }> };
  };
}

export function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** The storage if it can be read and written, else undefined (the browser refused it). */
function usable(read: () => StorageLike | undefined): StorageLike | undefined {
  try {
    const storage = read();
    if (!storage) return undefined;
    const probe = 'wk-frame/probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/** Whether the visitor allowed this service storage access on this site before. */
async function accessGrantedBefore(host: StorageHost): Promise<boolean> {
  try {
    const status = await host.navigator?.permissions?.query({
      name: 'storage-access' as PermissionName,
    });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

/**
 * The unpartitioned storage a grant of the Storage Access API hands out. Without a click in
 * the frame the browser grants it only when the visitor allowed this service before, so it is
 * asked only then (a request bound to fail would only add noise to the console).
 */
async function grantedStorage(host: StorageHost): Promise<StorageLike | undefined> {
  const request = host.document?.requestStorageAccess;
  if (typeof request !== 'function' || !(await accessGrantedBefore(host))) return undefined;
  try {
    const handle = (await request.call(host.document, { localStorage: true })) as
      { localStorage?: StorageLike } | undefined;
    return usable(() => handle?.localStorage);
  } catch {
    return undefined;
  }
}

export async function openStorageArea(host: StorageHost): Promise<StorageArea> {
  const local = usable(() => host.localStorage);
  if (local) return { storage: local, kind: 'persistent' };
  const granted = await grantedStorage(host);
  if (granted) return { storage: granted, kind: 'persistent' };
  return { storage: memoryStorage(), kind: 'memory' };
}
