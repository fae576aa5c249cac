import { describe, expect, test } from 'vitest';
import { withinTime } from './time-limit.js';

const never = new Promise<never>(() => {});
const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('withinTime', () => {
  test('work that settles in time gives its own outcome', async () => {
    await expect(withinTime(after(5, 'done'), 1000, () => 'late')).resolves.toBe('done');
    await expect(
      withinTime(Promise.reject(new Error('refused')), 1000, () => 'late'),
    ).rejects.toThrow('refused');
  });

  test('work past the limit gives what the timeout returns', async () => {
    await expect(withinTime(never, 5, () => undefined)).resolves.toBeUndefined();
  });

  test('work past the limit rejects with what the timeout throws', async () => {
    await expect(
      withinTime(never, 5, () => {
        throw new Error('timed out');
      }),
    ).rejects.toThrow('timed out');
  });

  test('the timer is cleared once the work settles, so it never fires late', async () => {
    let fired = false;
    await withinTime(Promise.resolve(1), 10, () => (fired = true));
    await after(30, undefined);
    expect(fired).toBe(false);
  });

  test('a limit already past times out at once', async () => {
    await expect(withinTime(never, -50, () => 'late')).resolves.toBe('late');
  });
});
