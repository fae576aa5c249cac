/**
 * A signing or sending request of the embedded wallet: the kit opens ApproveTransaction (or
 * moves to it when the transaction stack is not empty), the frame shows the request over the
 * view's placeholder with its own Approve and Reject buttons, and the answer pops the stack:
 * approved goes on, rejected goes back and reaches the caller as 4001.
 */
import type { KitContext } from '../core/context.js';
import type { WalletKit } from '../core/kit-api.js';
import type { ChainNamespace } from '../core/types.js';

export interface ApprovalHost {
  ctx: KitContext;
  kit: WalletKit;
}

function openApproveTransaction({ ctx, kit }: ApprovalHost): boolean {
  const wasOpen = ctx.stores.modal.getState().open;
  if (!wasOpen) {
    kit.open({ view: 'ApproveTransaction' });
    return false;
  }
  if (ctx.stores.router.getState().transactionStack.length > 0)
    kit.router.replace('ApproveTransaction');
  else kit.router.push('ApproveTransaction');
  return true;
}

export async function withApproval<T>(
  host: ApprovalHost,
  request: { namespace: ChainNamespace; method: string },
  send: () => Promise<T>,
): Promise<T> {
  const { ctx, kit } = host;
  ctx.stores.embedded.setState({ pendingApproval: request });
  const wasOpen = openApproveTransaction(host);
  kit.router.pushTransactionStack({ view: null, goBack: true });
  try {
    const result = await send();
    kit.router.popTransactionStack('success');
    return result;
  } catch (error) {
    kit.router.popTransactionStack('cancel');
    throw error;
  } finally {
    ctx.stores.embedded.setState({ pendingApproval: undefined });
    kit.embedded.attachApproval(null);
    // Opened for this request only: nothing of it stays on screen.
    if (!wasOpen && ctx.stores.router.getState().view === 'ApproveTransaction') {
      kit.close({ force: true });
    }
  }
}
