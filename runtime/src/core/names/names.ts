/**
 * Account names: the RegisterAccountName form and its controller, the connected account's
 * name, and resolving a name typed as a send receiver. A kit feature (`feature.ts`), created
 * when a view first asks for it; without `features.names` and `endpoints.namesUrl` it does
 * nothing and makes no call.
 *
 * Registering: the view moves to RegisterAccountNameSuccess while the wallet signs; success
 * replaces it (showing the chosen name), failure replaces it with RegisterAccountName and the
 * reason. Cancelling while the wallet is asked (back, close) resets loading, and the late
 * answer of a cancelled attempt changes nothing.
 */
import {
  coinTypeForChainId,
  createNameRegistrationMessage,
  formatNameRegistrationMessage,
  isValidAccountName,
  normalizeAccountName,
  switchedOn,
} from '@wallet-kit/schemas';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { activeAccount } from '../balances/balances.js';
import { setProfileName } from '../identity/profile-name.js';
import { describeChainError } from '../chain-errors.js';
import type { KitContext } from '../context.js';
import { defineFeature } from '../feature.js';
import type { WalletKit } from '../kit-api.js';
import { nameFeedback, type NameFeedback } from './name-feedback.js';
import { createNamesClient, NAMES_MESSAGES, type NamesClient } from './names-client.js';

export interface NamesState {
  /** What the visitor typed. */
  input: string;
  feedback: NameFeedback;
  suggestions: string[];
  suggestionsLoading: boolean;
  /** Waiting for the wallet's signature or the service's answer. */
  loading: boolean;
  /** Why the last registration failed; cleared when the visitor types. */
  error?: string;
  /** The name the last registration gave the account. */
  registeredName?: string;
}

export interface NamesFeature {
  store: StoreApi<NamesState>;
  /** Whether this kit has a names service to talk to. */
  readonly enabled: boolean;
  setInput(value: string): void;
  /** Free names close to the input; an empty list on failure (with the error shown). */
  fetchSuggestions(): Promise<void>;
  /** Resolves true when the name was registered. */
  register(name?: string): Promise<boolean>;
  /** The visitor left while the wallet was asked: loading ends, a late answer is ignored. */
  cancel(): void;
  /** The connected account's first name (5 min cache), also set as its profile name. */
  loadAccountName(): Promise<string | undefined>;
  /**
   * The address a name typed as a receiver stands for on the active chain, or undefined when
   * the text is not a name this service could hold. Throws "Error resolving name" when it is
   * one but has no address here.
   */
  resolveReceiver(receiver: string): Promise<string | undefined>;
}

const EMPTY: NamesState = {
  input: '',
  feedback: { valid: false },
  suggestions: [],
  suggestionsLoading: false,
  loading: false,
};

/** The coin type of the connected eip155 account's chain ("Invalid chainId" at 2^31 and above). */
function accountCoinType(ctx: KitContext) {
  const account = activeAccount(ctx);
  if (!account || account.namespace !== 'eip155') return undefined;
  return { account, coinType: coinTypeForChainId(Number(account.network.id)) };
}

function createNames(ctx: KitContext, kit: WalletKit): NamesFeature {
  const store = createStore<NamesState>()(() => ({ ...EMPTY }));
  const baseUrl = ctx.config.endpoints.namesUrl;
  const enabled = switchedOn(ctx.config, 'names') && !!baseUrl;
  const client: NamesClient | undefined = enabled
    ? createNamesClient({ baseUrl: baseUrl! })
    : undefined;
  let attempt = 0;

  function setInput(value: string) {
    store.setState({ input: value, feedback: nameFeedback(value), error: undefined });
  }

  async function fetchSuggestions() {
    const query = store.getState().input.trim();
    if (!client || query === '') {
      store.setState({ suggestions: [], suggestionsLoading: false });
      return;
    }
    store.setState({ suggestionsLoading: true });
    try {
      const suggestions = await client.suggestions(query);
      // An answer for an input the visitor has since changed is dropped.
      if (store.getState().input.trim() === query) {
        store.setState({ suggestions, suggestionsLoading: false });
      }
    } catch (error) {
      store.setState({
        suggestions: [],
        suggestionsLoading: false,
        error: (error as Error).message,
      });
    }
  }

  function showName(namespace: 'eip155', caipAddress: string, name: string) {
    ctx.caches.name.set(caipAddress, name);
    setProfileName(ctx.stores.chain, namespace, 'names', name);
  }

  async function register(nameArgument?: string): Promise<boolean> {
    const name = (nameArgument ?? store.getState().input).trim();
    const feedback = nameFeedback(name);
    if (!client || !feedback.valid) {
      store.setState({ input: name, feedback, error: feedback.message });
      return false;
    }
    if (store.getState().loading) return false;
    const id = ++attempt;
    const current = () => id === attempt;
    store.setState({ input: name, loading: true, error: undefined, registeredName: undefined });
    ctx.router.push('RegisterAccountNameSuccess');
    try {
      const target = accountCoinType(ctx);
      if (!target) throw new Error('Address or auth connector not found');
      const { account, coinType } = target;
      // The service's domain is signed in, so the registration is good for this service only.
      const serviceDomain = new URL(baseUrl!, globalThis.location?.href).host;
      const message = formatNameRegistrationMessage(
        createNameRegistrationMessage(serviceDomain, name, {}, ctx.now()),
      );
      const signature = await kit.signMessage(message);
      if (!current()) return false;
      const record = await client.register(name, {
        coinType,
        address: account.address,
        signature,
        message,
      });
      if (!current()) return false;
      showName('eip155', account.caipAddress, record.name);
      store.setState({ loading: false, registeredName: record.name, suggestions: [] });
      ctx.router.replace('RegisterAccountNameSuccess');
      return true;
    } catch (error) {
      if (!current()) return false;
      const message =
        error instanceof Error && !('code' in error) && error.message
          ? error.message
          : describeChainError(error).message;
      store.setState({ loading: false, error: message });
      ctx.router.replace('RegisterAccountName');
      return false;
    }
  }

  function cancel() {
    attempt++;
    if (store.getState().loading) store.setState({ loading: false });
  }

  async function loadAccountName(): Promise<string | undefined> {
    const account = activeAccount(ctx);
    if (!client || !account || account.namespace !== 'eip155') return undefined;
    const cached = ctx.caches.name.get(account.caipAddress);
    if (cached !== undefined) {
      setProfileName(ctx.stores.chain, 'eip155', 'names', cached);
      return cached ?? undefined;
    }
    const names = await client.reverse(account.address).catch(() => undefined);
    if (names === undefined) return undefined;
    const name = names[0]?.name ?? null;
    ctx.caches.name.set(account.caipAddress, name);
    if (activeAccount(ctx)?.caipAddress === account.caipAddress) {
      setProfileName(ctx.stores.chain, 'eip155', 'names', name);
    }
    return name ?? undefined;
  }

  async function resolveReceiver(receiver: string): Promise<string | undefined> {
    const name = normalizeAccountName(receiver);
    if (!client || !isValidAccountName(name)) return undefined;
    const target = accountCoinType(ctx);
    const record = await client.lookup(name).catch(() => undefined);
    // A name holds an address for the chain it was registered on: sending it on another
    // chain could reach an account its holder does not control there (a smart account).
    if (!record || !target || record.coinType !== target.coinType) {
      throw new Error(NAMES_MESSAGES.RESOLVE);
    }
    return record.address;
  }

  // Leaving the signing view (back, another view, closing the modal) cancels the attempt.
  // Watched here rather than in the view, so a view mounted twice (React's strict mode) or
  // unmounted by an animation never cancels a registration the visitor is still waiting for.
  const leftSigningView = () =>
    ctx.stores.router.getState().view !== 'RegisterAccountNameSuccess' ||
    !ctx.stores.modal.getState().open;
  const cancelIfLeft = () => {
    if (store.getState().loading && leftSigningView()) cancel();
  };
  ctx.stores.router.subscribe(cancelIfLeft);
  ctx.stores.modal.subscribe(cancelIfLeft);

  return {
    store,
    enabled,
    setInput,
    fetchSuggestions,
    register,
    cancel,
    loadAccountName,
    resolveReceiver,
  };
}

export const namesFeature = defineFeature('names', createNames);
