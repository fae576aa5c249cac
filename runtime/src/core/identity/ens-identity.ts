/**
 * The connected eip155 account's ENS name and avatar, read from the chain through the network's
 * Universal Resolver. A kit feature (`feature.ts`), created when the Account view first shows;
 * from then on it follows the active account.
 *
 * - Nothing is looked up without a resolver on the network or outside eip155.
 * - Once per address and network (the CAIP address): in flight once, then kept in the identity
 *   cache (5 min, in the kit's storage). The view never waits: it shows the address until a
 *   name arrives.
 * - The primary-name rule: the reverse record's name is shown only when resolving that name
 *   gives the same address back. Anyone can claim any name in their reverse record.
 * - The avatar is the name's `avatar` text record, shown only when `safeAvatarUrl` accepts it.
 * - A failed lookup shows nothing, is logged once per account and network, and is not cached.
 */
import { adapterFor, type KitContext } from '../context.js';
import { activeAccount } from '../balances/active-account.js';
import { updateAccountState } from '../chain-state.js';
import { defineFeature } from '../feature.js';
import type { CachedIdentity } from '../cache.js';
import type { CaipNetwork } from '../types.js';
import { safeAvatarUrl } from './avatar-url.js';
import { setProfileName } from './profile-name.js';

export interface EnsIdentityFeature {
  /** Looks the active account up now (if not known yet); resolves when its answer is shown. */
  refresh(): Promise<void>;
}

const NONE: CachedIdentity = { name: null, avatar: null };

function createEnsIdentity(ctx: KitContext): EnsIdentityFeature {
  const inFlight = new Map<string, Promise<CachedIdentity | undefined>>();
  const logged = new Set<string>();

  async function lookUp(address: string, network: CaipNetwork): Promise<CachedIdentity> {
    const adapter = adapterFor(ctx, 'eip155');
    if (!adapter?.reverseName || !adapter.resolveName) return NONE;
    const name = await adapter.reverseName({ address, network });
    if (!name) return NONE;
    const forward = await adapter.resolveName({ name, network });
    if (!forward || forward.toLowerCase() !== address.toLowerCase()) return NONE;
    const record = await adapter.nameText?.({ name, key: 'avatar', network });
    return { name, avatar: safeAvatarUrl(record) ?? null };
  }

  function identityOf(caipAddress: string, address: string, network: CaipNetwork) {
    const cached = ctx.caches.identity.get(caipAddress);
    if (cached) return Promise.resolve(cached);
    let pending = inFlight.get(caipAddress);
    if (!pending) {
      pending = lookUp(address, network)
        .then((identity) => {
          ctx.caches.identity.set(caipAddress, identity);
          return identity;
        })
        .catch((error: unknown) => {
          if (!logged.has(caipAddress)) {
            logged.add(caipAddress);
            console.warn(`wallet-kit: ENS lookup of ${caipAddress} failed`, error);
          }
          return undefined;
        })
        .finally(() => inFlight.delete(caipAddress));
      inFlight.set(caipAddress, pending);
    }
    return pending;
  }

  /** The CAIP address whose identity the account state shows, if any. */
  let shownFor: string | undefined;

  function show(caipAddress: string | undefined, identity: CachedIdentity) {
    shownFor = caipAddress;
    setProfileName(ctx.stores.chain, 'eip155', 'ens', identity.name);
    updateAccountState(ctx.stores.chain, 'eip155', { profileImage: identity.avatar });
  }

  async function refresh() {
    const account = activeAccount(ctx);
    if (!account || account.namespace !== 'eip155') return;
    const { caipAddress, address, network } = account;
    // Another account or network than the one shown: its name is not this one's.
    if (shownFor !== undefined && shownFor !== caipAddress) show(undefined, NONE);
    if (!network.ensUniversalResolver) return;
    const identity = await identityOf(caipAddress, address, network);
    // The visitor may have switched account or network meanwhile: that answer is not theirs.
    if (!identity || activeAccount(ctx)?.caipAddress !== caipAddress) return;
    show(caipAddress, identity);
  }

  let lastSeen: string | undefined;
  ctx.stores.chain.subscribe(() => {
    const caipAddress = activeAccount(ctx)?.caipAddress;
    if (caipAddress === lastSeen) return;
    lastSeen = caipAddress;
    void refresh();
  });
  lastSeen = activeAccount(ctx)?.caipAddress;
  void refresh();

  return { refresh };
}

export const ensIdentityFeature = defineFeature('ensIdentity', createEnsIdentity);
