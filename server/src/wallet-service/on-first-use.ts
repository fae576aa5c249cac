/**
 * Code only some configurations use (the Farcaster client and viem under it, the OpenID client,
 * smart-account reads) is loaded at its first use, not at start: a service that never uses it
 * neither loads nor evaluates it, and every start skips its share of the module loading (see
 * docs/decisions.md, "The wallet service's start").
 */

/**
 * Runs `load` at the first call and answers its promise to that call and every later one. A
 * load that fails is not remembered: the next call tries again.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
}
