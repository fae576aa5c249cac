import { describe, expect, it } from 'vitest';
import { memoryStorage, openStorageArea, type StorageHost } from './storage-area.js';

/** A window whose `localStorage` getter throws, as chromium's does when it blocks the frame. */
function blockedWindow(
  document?: StorageHost['document'],
  permission: 'granted' | 'prompt' = 'granted',
): StorageHost {
  return {
    get localStorage(): never {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
    navigator: { permissions: { query: async () => ({ state: permission }) } },
    ...(document ? { document } : {}),
  };
}

describe('where the frame keeps what it remembers', () => {
  it("uses the service origin's own storage when the browser allows it", async () => {
    const local = memoryStorage();
    const area = await openStorageArea({ localStorage: local });
    expect(area).toEqual({ storage: local, kind: 'persistent' });
  });

  it('falls back to memory, and says so, when reading localStorage is denied', async () => {
    const area = await openStorageArea(blockedWindow());
    expect(area.kind).toBe('memory');
    area.storage.setItem('k', 'v');
    expect(area.storage.getItem('k')).toBe('v');
  });

  it('uses the storage a Storage Access API grant hands out when the browser grants it', async () => {
    const granted = memoryStorage();
    const area = await openStorageArea(
      blockedWindow({ requestStorageAccess: async () => ({ localStorage: granted }) }),
    );
    expect(area).toEqual({ storage: granted, kind: 'persistent' });
  });

  it('falls back to memory when the Storage Access API refuses without a click', async () => {
    const area = await openStorageArea(
      blockedWindow({
        requestStorageAccess: () =>
          Promise.reject(new DOMException('requestStorageAccess not allowed', 'NotAllowedError')),
      }),
    );
    expect(area.kind).toBe('memory');
  });

  it('does not ask for storage access the visitor never granted (the request would fail)', async () => {
    let asked = 0;
    const area = await openStorageArea(
      blockedWindow({ requestStorageAccess: async () => (asked += 1) }, 'prompt'),
    );
    expect(area.kind).toBe('memory');
    expect(asked).toBe(0);
  });

  it('falls back to memory when a storage reads but refuses writes (a full or read-only one)', async () => {
    const readOnly = {
      ...memoryStorage(),
      setItem() {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    const area = await openStorageArea({ localStorage: readOnly });
    expect(area.kind).toBe('memory');
  });
});
