// @vitest-environment jsdom
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { warmUpPreparedDialog } from './idleWarmUp.js';

const rehearsed = vi.hoisted(() => vi.fn(async () => true));
vi.mock('./rehearseReactClick.js', () => ({ rehearseReactClick: rehearsed }));

const parts = { React, createRoot, flushSync };

describe('the idle-time warm-up of the prepared dialog', () => {
  it('lays the dialog out at every preparation, and rehearses React’s first click once per page', () => {
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const dialog = document.createElement('div');
    document.body.append(dialog);
    warmUpPreparedDialog(dialog, parts);
    warmUpPreparedDialog(dialog, parts);
    warmUpPreparedDialog(undefined, parts);
    expect(measured).toHaveBeenCalledTimes(2);
    expect(rehearsed).toHaveBeenCalledTimes(1);
    expect(rehearsed).toHaveBeenCalledWith(parts);
  });
});
