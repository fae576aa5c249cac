/**
 * What the kit remembers between visits. Every key lives under the `@walletkit/` prefix; every
 * value is JSON of at most `MAX_STORED_VALUE_LENGTH` characters and is checked against its
 * schema on the way back in. A value that is too long, not JSON or of the wrong shape is
 * removed and read as "absent": whatever another script or a bad extension wrote to
 * localStorage can never crash the kit or keep it from opening (docs/security.md). A
 * storage that throws (Safari private mode, quota exceeded, blocked cookies) degrades to
 * memory.
 */
import {
  ACCOUNT_TYPES,
  CHAIN_NAMESPACES,
  SOCIAL_PROVIDERS,
  isCaipNetworkId,
} from '@wallet-kit/schemas';
import * as shape from './stored-shape.js';
import type { Shape } from './stored-shape.js';
import type { AccountType, ChainNamespace } from './types.js';

/** The subset of the Web Storage API the kit uses; `localStorage` satisfies it. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORAGE_PREFIX = '@walletkit/';

export const STORAGE_KEYS = {
  deepLinkChoice: 'deeplink_choice',
  activeNamespace: 'active_namespace',
  activeNetworkId: 'active_caip_network_id',
  recentWallets: 'recent_wallets',
  connectedSocial: 'connected_social',
  connectedSocialUsername: 'connected_social_username',
  connectionStatus: 'connection_status',
  connectedNamespaces: 'connected_namespaces',
  preferredAccountTypes: 'preferred_account_types',
  connections: 'connections',
  // The embedded wallet's login (email login): what lets a reload reconnect without a new code.
  embeddedEmail: 'embedded_email',
  embeddedLoginUsed: 'embedded_email_login_used',
  embeddedLastEmailLoginTime: 'embedded_last_email_login_time',
  embeddedLastUsedChainId: 'embedded_last_used_chain_id',
  /** Comma-joined numeric chain ids. */
  embeddedSmartAccountNetworks: 'embedded_smart_account_networks',
} as const;

/** The connector id is kept per namespace, one key each so one bad value loses one. */
export const connectorIdKey = (namespace: ChainNamespace) => `${namespace}:connector_id`;

export const MAX_RECENT_WALLETS = 2;

/**
 * The longest value the kit reads or writes under one key, in characters (64 KiB). The kit's
 * own values are far smaller; a longer one was written by someone else and would only cost
 * time to parse.
 */
export const MAX_STORED_VALUE_LENGTH = 64 * 1024;

/**
 * The JSON a stored string holds, or undefined when it is longer than
 * `MAX_STORED_VALUE_LENGTH` or not JSON. The caller still checks the shape.
 */
export function parseStoredJson(raw: string): unknown {
  if (raw.length > MAX_STORED_VALUE_LENGTH) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** An image the kit may show: a web address or an inline image, nothing a page could run. */
const imageUrlShape = shape.refine(
  shape.string,
  (value) => /^(https?:\/\/|data:image\/)/i.test(value),
  'a web or inline image address',
);

const namespaceShape = shape.picklist(CHAIN_NAMESPACES);
const accountTypeShape = shape.picklist(ACCOUNT_TYPES);
const caipNetworkIdShape = shape.refine(shape.string, isCaipNetworkId, 'a CAIP-2 network id');

export interface StoredRecentWallet {
  id: string;
  name: string;
  imageUrl?: string | undefined;
  rdns?: string | undefined;
}
const recentWalletShape = shape.object<StoredRecentWallet>({
  id: shape.string,
  name: shape.string,
  imageUrl: shape.optional(imageUrlShape),
  rdns: shape.optional(shape.string),
});

interface StoredConnection {
  connectorId: string;
  accounts: { address: string; type?: AccountType | undefined }[];
}
const connectionShape = shape.object<StoredConnection>({
  connectorId: shape.string,
  accounts: shape.array(
    shape.object({ address: shape.string, type: shape.optional(accountTypeShape) }),
  ),
});

export const STORED_VALUE_SHAPES = {
  deepLinkChoice: shape.object({ href: shape.string, name: shape.string }),
  activeNamespace: namespaceShape,
  activeNetworkId: caipNetworkIdShape,
  recentWallets: shape.array(recentWalletShape),
  connectedSocial: shape.picklist(SOCIAL_PROVIDERS),
  connectedSocialUsername: shape.string,
  connectionStatus: shape.picklist(['disconnected', 'connecting', 'connected']),
  connectedNamespaces: shape.array(namespaceShape),
  preferredAccountTypes: shape.record(namespaceShape, accountTypeShape),
  connections: shape.record(namespaceShape, shape.array(connectionShape)),
  embeddedEmail: shape.refine(shape.string, (value) => value.length <= 320, 'an email address'),
  embeddedLoginUsed: shape.literal(true),
  embeddedLastEmailLoginTime: shape.number,
  embeddedLastUsedChainId: caipNetworkIdShape,
  embeddedSmartAccountNetworks: shape.refine(
    shape.string,
    (value) => /^(\d+(,\d+)*)?$/.test(value),
    'comma-joined chain ids',
  ),
} as const;

const connectorIdShape = shape.refine(shape.string, (id) => id.length > 0, 'a connector id');

type StoredValues = {
  [K in keyof typeof STORED_VALUE_SHAPES]: ReturnType<(typeof STORED_VALUE_SHAPES)[K]>;
};
export type StoredKey = keyof StoredValues;

export interface StoredField<T> {
  get(): T | undefined;
  set(value: T): void;
  remove(): void;
}

export interface KitStorage {
  field<K extends StoredKey>(key: K): StoredField<StoredValues[K]>;
  connectorId(namespace: ChainNamespace): StoredField<string>;
  /** A JSON value under an arbitrary key (caches); `read` guards what is read back. */
  json<T>(key: string, read: Shape<T>): StoredField<T>;
  /** True once the backing storage threw and the kit fell back to memory. */
  isDegraded(): boolean;
}

function browserLocalStorage(): StorageLike | undefined {
  // Reading `localStorage` itself throws when the browser blocks storage for the page.
  try {
    return typeof globalThis.localStorage === 'object' ? globalThis.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** Wraps a storage so that the first exception switches the kit to memory for good. */
function resilientStorage(backing: StorageLike | undefined) {
  const memory = new Map<string, string>();
  let degraded = backing === undefined;
  const attempt = <T>(useBacking: () => T, useMemory: () => T): T => {
    if (!degraded && backing) {
      try {
        return useBacking();
      } catch {
        degraded = true;
      }
    }
    return useMemory();
  };
  return {
    getItem: (key: string) =>
      attempt(
        () => backing!.getItem(key),
        () => memory.get(key) ?? null,
      ),
    setItem: (key: string, value: string) =>
      attempt(
        () => backing!.setItem(key, value),
        () => void memory.set(key, value),
      ),
    removeItem: (key: string) =>
      attempt(
        () => backing!.removeItem(key),
        () => void memory.delete(key),
      ),
    isDegraded: () => degraded,
  };
}

/**
 * `backing` defaults to the browser's localStorage; pass your own (tests, extensions,
 * server rendering). Without any, values live in memory for the kit's lifetime.
 */
export function createKitStorage(
  backing: StorageLike | undefined = browserLocalStorage(),
): KitStorage {
  const storage = resilientStorage(backing);

  function json<T>(key: string, read: Shape<T>): StoredField<T> {
    const fullKey = STORAGE_PREFIX + key;
    return {
      get() {
        const raw = storage.getItem(fullKey);
        if (raw === null) return undefined;
        try {
          return read(parseStoredJson(raw));
        } catch {
          storage.removeItem(fullKey);
          return undefined;
        }
      },
      set(value) {
        const raw = JSON.stringify(value);
        // A value the reader would drop is not written: the key is cleared instead.
        if (raw.length > MAX_STORED_VALUE_LENGTH) storage.removeItem(fullKey);
        else storage.setItem(fullKey, raw);
      },
      remove() {
        storage.removeItem(fullKey);
      },
    };
  }

  return {
    field: <K extends StoredKey>(key: K) =>
      json(STORAGE_KEYS[key], STORED_VALUE_SHAPES[key] as Shape<StoredValues[K]>),
    connectorId: (namespace) => json(connectorIdKey(namespace), connectorIdShape),
    json,
    isDegraded: storage.isDegraded,
  };
}
