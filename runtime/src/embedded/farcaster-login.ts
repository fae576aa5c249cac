/**
 * Sign In With Farcaster from the host page: the frame asks the wallet service for a connect
 * link (the ConnectingFarcaster view shows it as a QR code and a link), then waits until the
 * visitor approved it in the Farcaster app and holds the session. The link and, once logged in,
 * the Farcaster name live in the `embedded` store. Leaving the view stops the frame's wait.
 */
import type { EmbeddedSession } from './session.js';

export async function farcasterLinkFor(session: EmbeddedSession): Promise<string> {
  const store = session.host.ctx.stores.embedded;
  store.setState({ farcasterUrl: undefined });
  const { url } = await session.client.request<{ url: string }>('getFarcasterUri', {});
  store.setState({ farcasterUrl: url });
  return url;
}

export async function farcasterLogin(session: EmbeddedSession): Promise<{ userName?: string }> {
  const store = session.host.ctx.stores.embedded;
  const answer = await session.client.request<{ userName: string | null }>('connectFarcaster', {});
  const userName = answer.userName ?? undefined;
  store.setState({ email: undefined, farcasterUrl: undefined, farcasterUserName: userName });
  return userName ? { userName } : {};
}

/**
 * The visitor left the Farcaster view: the frame stops asking the service about the link, which
 * it would otherwise do twice a second for as long as the link lives.
 */
export async function stopFarcasterLogin(session: EmbeddedSession): Promise<void> {
  await session.client.request('stopFarcaster', {});
}
