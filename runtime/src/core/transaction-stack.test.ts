import { describe, expect, it, vi } from 'vitest';
import { createTestKit } from './testing/test-support.js';

/** A kit with the modal open on Account → ApproveTransaction (a pending approval). */
function approving() {
  const { kit } = createTestKit();
  kit.open({ view: 'Account' });
  kit.router.push('ApproveTransaction');
  const onSuccess = vi.fn();
  const onCancel = vi.fn();
  return {
    kit,
    onSuccess,
    onCancel,
    views: () => kit.stores.router.getState().history.map((e) => e.view),
  };
}

describe('transaction stack', () => {
  it('on cancel goes back and calls onCancel', () => {
    const { kit, onSuccess, onCancel, views } = approving();
    kit.router.pushTransactionStack({ view: 'Account', goBack: false, onSuccess, onCancel });
    kit.router.popTransactionStack('cancel');
    expect(views()).toEqual(['Account']);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(kit.stores.router.getState().transactionStack).toEqual([]);
  });

  it('on success with goBack goes back and calls onSuccess', () => {
    const { kit, onSuccess, onCancel, views } = approving();
    kit.router.pushTransactionStack({ view: null, goBack: true, onSuccess, onCancel });
    kit.router.popTransactionStack('success');
    expect(views()).toEqual(['Account']);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('on success with replace returns to the view before ConnectingSiwe', () => {
    const { kit } = createTestKit();
    kit.open({ view: 'Account' });
    kit.router.push('Networks');
    kit.router.push('ConnectingSiwe');
    kit.router.push('ApproveTransaction');
    kit.router.pushTransactionStack({ view: null, goBack: false, replace: true });
    kit.router.popTransactionStack('success');
    expect(kit.stores.router.getState().history.map((e) => e.view)).toEqual([
      'Account',
      'Networks',
    ]);
    expect(kit.stores.modal.getState().open).toBe(true);
  });

  it('on success with replace closes the modal when no view precedes ConnectingSiwe', () => {
    const { kit, onSuccess } = approving();
    kit.router.pushTransactionStack({ view: null, goBack: false, replace: true, onSuccess });
    kit.router.popTransactionStack('success');
    // Closing is forced: the view was still ApproveTransaction.
    expect(kit.stores.modal.getState().open).toBe(false);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('on success otherwise resets to the target view', () => {
    const { kit, views } = approving();
    kit.router.pushTransactionStack({ view: 'Networks', goBack: false });
    kit.router.popTransactionStack('success');
    expect(views()).toEqual(['Networks']);
  });

  it('pops the newest entry first', () => {
    const { kit } = approving();
    const first = vi.fn();
    const second = vi.fn();
    kit.router.pushTransactionStack({ view: null, goBack: true, onSuccess: first });
    kit.router.pushTransactionStack({ view: null, goBack: true, onSuccess: second });
    kit.router.popTransactionStack('success');
    expect(second).toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();
    expect(kit.stores.router.getState().transactionStack).toHaveLength(1);
  });

  it('popping an empty stack changes nothing', () => {
    const { kit, views } = approving();
    kit.router.popTransactionStack('cancel');
    expect(views()).toEqual(['Account', 'ApproveTransaction']);
  });

  it('closing is refused while the view is ApproveTransaction unless forced', () => {
    const { kit } = approving();
    kit.close();
    expect(kit.stores.modal.getState().open).toBe(true);
    kit.close({ force: true });
    expect(kit.stores.modal.getState().open).toBe(false);
  });
});
