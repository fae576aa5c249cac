// @vitest-environment jsdom
/** The approval slot hands its box to the embedded wallet while mounted, and takes it back. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createTestKit } from '../../core/testing/test-support.js';
import { renderWithKit } from '../testing/render.js';
import { ApprovalSlot } from './ApprovalSlot.js';

afterEach(cleanup);

test('the slot is given to attachApproval on mount and null on unmount', () => {
  const { kit } = createTestKit();
  const attach = vi.spyOn(kit.embedded, 'attachApproval').mockImplementation(() => undefined);
  const view = renderWithKit(kit, <ApprovalSlot />);
  const slot = screen.getByTestId('wk-approve-frame-slot');
  expect(attach.mock.calls).toEqual([[slot]]);
  view.unmount();
  expect(attach.mock.calls).toEqual([[slot], [null]]);
});
