import { describe, expect, it } from 'vitest';
import { startTraceFromEnv } from './start-trace.js';

describe('the start-phase trace', () => {
  it('is off unless WALLET_KIT_START_TRACE=1: nothing is written', () => {
    const lines: string[] = [];
    for (const value of [undefined, '', '0', 'true', 'yes']) {
      startTraceFromEnv({ WALLET_KIT_START_TRACE: value }, (line) => lines.push(line))('listening');
    }
    expect(lines).toEqual([]);
  });

  it('writes only the phase, the wall time and the CPU time, one JSON line each', () => {
    const lines: string[] = [];
    const trace = startTraceFromEnv({ WALLET_KIT_START_TRACE: '1' }, (line) => lines.push(line));
    trace('modules loaded');
    trace('listening');
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(Object.keys(first).sort()).toEqual(['cpuMs', 'startPhase', 'wallMs']);
    expect(first.startPhase).toBe('modules loaded');
    expect(second.wallMs).toBeGreaterThanOrEqual(first.wallMs);
    expect(second.cpuMs).toBeGreaterThanOrEqual(first.cpuMs);
    expect(lines.every((line) => line.endsWith('}\n'))).toBe(true);
  });
});
