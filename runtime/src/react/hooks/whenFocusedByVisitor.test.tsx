// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFocusedByVisitor } from './whenFocusedByVisitor.js';

afterEach(cleanup);

function modal(action: () => void) {
  return render(
    <>
      <button data-testid="opener">Connect</button>
      <div role="dialog" aria-modal="true">
        <button data-testid="first" onFocus={whenFocusedByVisitor(action)}>
          WalletConnect
        </button>
        <button data-testid="second">Close</button>
      </div>
    </>,
  );
}

describe('a wallet row warms its connector only on a focus the visitor moved', () => {
  it('the focus the modal gives its first row as it opens (from the page) warms nothing', () => {
    const action = vi.fn();
    const view = modal(action);
    fireEvent.focus(view.getByTestId('first'), { relatedTarget: view.getByTestId('opener') });
    fireEvent.focus(view.getByTestId('first'), { relatedTarget: null });
    expect(action).not.toHaveBeenCalled();
  });

  it('focus moved from another control of the modal warms the connector', () => {
    const action = vi.fn();
    const view = modal(action);
    fireEvent.focus(view.getByTestId('first'), { relatedTarget: view.getByTestId('second') });
    expect(action).toHaveBeenCalledOnce();
  });

  it("in the inline modal (no dialog) every focus is the visitor's", () => {
    const action = vi.fn();
    const view = render(<button onFocus={whenFocusedByVisitor(action)}>WalletConnect</button>);
    fireEvent.focus(view.getByRole('button'));
    expect(action).toHaveBeenCalledOnce();
  });
});
