// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestKit } from '../../../core/testing/test-support.js';
import { renderModalPage } from '../../testing/render.js';

afterEach(cleanup);

const nextFrames = () =>
  act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));

describe('the open modal', () => {
  it("asks for the kit's actions once it is shown, after its frame, and not before it opens", async () => {
    const { kit } = createTestKit();
    const prepareActions = vi.spyOn(kit, 'prepareActions');
    renderModalPage(kit, { Connect: () => <p>Connect view</p> });
    await nextFrames();
    expect(prepareActions).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByText('Open'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await nextFrames();
    expect(prepareActions).toHaveBeenCalledTimes(1);
  });
});
