/**
 * The app's ABI on the approval panel: a call is named by function and arguments only when the
 * ABI is well formed, small, and decodes the calldata under the calldata's own selector. The
 * attacks: a host sending an ABI that names other calldata, a selector collision with a
 * standard function, an oversized or malformed ABI.
 */
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { DescriptionSection } from './approval-description.js';
import { abiLines } from './call-abi-lines.js';
import { MAX_CALL_ABI_CHARS, readCallAbi } from './call-abi.js';
import { describeEvmCall, type ReadToken } from './decode-evm-call.js';

const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SPENDER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const noToken: ReadToken = async () => undefined;
const demoToken: ReadToken = async () => ({ symbol: 'DEMO', decimals: 18 });

const STAKE_ABI = parseAbi([
  'function stake(address pool, uint256 amount, bool locked, string memo)',
  'function unstake(address pool)',
]);
const stakeData = encodeFunctionData({
  abi: STAKE_ABI,
  functionName: 'stake',
  args: [SPENDER, 42n, true, 'for the pool'],
});

const text = (section: DescriptionSection) =>
  section.lines.map((entry) => `${entry.label}: ${entry.value}`).join('\n');

async function shown(data: Hex, abi: unknown, readToken: ReadToken = noToken) {
  return describeEvmCall('Transaction', { to: CONTRACT, data }, readToken, readCallAbi(abi));
}

describe('a call decoded with the app ABI', () => {
  it('names the function and each argument by name', async () => {
    const section = await shown(stakeData, [STAKE_ABI[0]]);
    expect(text(section)).toContain('Function: stake');
    expect(text(section)).toContain(`pool (address): ${SPENDER}`);
    expect(text(section)).toContain('amount (uint256): 42');
    expect(text(section)).toContain('locked (bool): true');
    expect(text(section)).toContain('memo (string): "for the pool"');
    expect(text(section)).not.toMatch(/Unknown contract call/);
  });

  it('picks the overload whose selector the data has', async () => {
    const section = await shown(
      stakeData,
      [STAKE_ABI[1], STAKE_ABI[0]].map((item) => item),
    );
    expect(text(section)).toContain('Function: stake');
  });

  it('a standard call keeps the frame own meaning next to the app ABI names', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [SPENDER, maxUint256],
    });
    const section = await shown(
      data,
      erc20Abi.filter((item) => item.name === 'approve'),
      demoToken,
    );
    expect(text(section)).toContain('Function: approve');
    expect(text(section)).toContain(`spender (address): ${SPENDER}`);
    expect(text(section)).toMatch(/UNLIMITED: the spender may take all your DEMO/);
  });
});

describe('an app ABI that does not describe the calldata is not used', () => {
  it('an ABI naming another function than the calldata selector is ignored and the call shown as unknown', async () => {
    // The host shows "claimReward(address)" for calldata that calls stake(...).
    const fake = parseAbi(['function claimReward(address pool)']);
    const section = await shown(stakeData, fake);
    expect(text(section)).toMatch(/Unknown contract call \(function 0x[0-9a-f]{8}\)/);
    expect(text(section)).not.toMatch(/claimReward/);
    expect(section.lines.find((entry) => entry.label === 'App ABI')?.flag).toBe(true);
  });

  it('an ABI with the right selector but types that do not decode the data is ignored', async () => {
    const wrongTypes = [{ ...STAKE_ABI[0], name: 'stake' }];
    const data = `${stakeData.slice(0, 10)}00` as Hex;
    const section = await shown(data, wrongTypes);
    expect(text(section)).toMatch(/Unknown contract call/);
    expect(text(section)).not.toMatch(/Function: stake/);
  });

  it('an ABI giving a standard selector another name (a selector collision) is ignored', () => {
    // A real collision takes a brute-forced name; here the frame is told the calldata's
    // selector is a standard function's, and the app's ABI names it "stake".
    const lines = abiLines(readCallAbi([STAKE_ABI[0]]), stakeData, {
      name: 'transfer',
      types: 'address,uint256',
    });
    expect(lines.named).toBe(false);
    expect(lines.lines.map((entry) => entry.value).join()).not.toMatch(/stake/);
    expect(lines.lines[0]?.value).toMatch(/names a standard function \(transfer\) otherwise/);
  });

  it('an oversized ABI is ignored', async () => {
    const huge = [{ ...STAKE_ABI[0], padding: 'x'.repeat(MAX_CALL_ABI_CHARS) }];
    const section = await shown(stakeData, huge);
    expect(text(section)).toMatch(/Unknown contract call/);
    expect(text(section)).toMatch(/is too large; not used/);
  });

  it('a malformed ABI is ignored: bad names, bad types, not a function, too many fragments', async () => {
    const bad: unknown[] = [
      [{ type: 'function', name: 'stake()', inputs: [] }],
      [{ type: 'function', name: 'stake', inputs: [{ name: 'a b', type: 'address' }] }],
      [{ type: 'function', name: 'stake', inputs: [{ name: 'a', type: 'address payable' }] }],
      [{ type: 'event', name: 'stake', inputs: [] }],
      Array.from({ length: 5 }, () => STAKE_ABI[0]),
      'function stake(address pool)',
      [],
    ];
    for (const abi of bad) {
      const section = await shown(stakeData, abi);
      expect(text(section)).toMatch(/Unknown contract call/);
      expect(text(section)).toMatch(/App ABI: The app's description of this call .*; not used/);
    }
  });
});
