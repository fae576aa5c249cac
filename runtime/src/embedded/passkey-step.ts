/**
 * The visitor's passkey after a login: a new device opens the wallet with it, a wallet without
 * one is offered one. The ceremony must run in the frame's origin, so the kit opens
 * ApproveTransaction and the frame shows its own prompt (and button) over the view's slot.
 */
import { withApproval } from './approval.js';
import type { EmbeddedSession } from './session.js';

export type PasskeyStep = 'recover' | 'create' | 'none';

export async function passkeyStep(session: EmbeddedSession): Promise<void> {
  const { step } = await session.client.request<{ step: PasskeyStep }>('passkeyStep', {});
  if (step !== 'recover' && step !== 'create') return;
  await withApproval(
    session.host,
    { namespace: 'eip155', method: step === 'recover' ? 'passkey_recover' : 'passkey_create' },
    () => session.client.request('passkey', {}),
  );
}
