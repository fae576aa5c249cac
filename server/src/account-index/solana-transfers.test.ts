import { describe, expect, it } from 'vitest';
import { legsOf } from './solana-transfers.js';

const changes = (entries: Array<[string, bigint]>) => new Map(entries);

describe('a Solana balance change split into legs', () => {
  it('one sender paying two receivers is one leg to each, in key order', () => {
    expect(
      legsOf(
        changes([
          ['A', -5n],
          ['B', 2n],
          ['C', 3n],
        ]),
      ),
    ).toEqual([
      { from: 'A', to: 'B', amount: 2n },
      { from: 'A', to: 'C', amount: 3n },
    ]);
  });

  it('two senders paying one receiver is one leg from each', () => {
    expect(
      legsOf(
        changes([
          ['A', -1n],
          ['B', -4n],
          ['C', 5n],
        ]),
      ),
    ).toEqual([
      { from: 'A', to: 'C', amount: 1n },
      { from: 'B', to: 'C', amount: 4n },
    ]);
  });

  it('the legs do not depend on whose history asks: the same changes give the same legs', () => {
    const payment = changes([
      ['B', 2n],
      ['A', -5n],
      ['C', 3n],
    ]);
    expect(legsOf(payment)).toEqual(legsOf(new Map(payment)));
  });

  it('what nothing balances goes to or comes from "unknown"', () => {
    expect(
      legsOf(
        changes([
          ['A', -5n],
          ['B', 3n],
        ]),
      ),
    ).toEqual([
      { from: 'A', to: 'B', amount: 3n },
      { from: 'A', to: 'unknown', amount: 2n },
    ]);
    expect(legsOf(changes([['B', 3n]]))).toEqual([{ from: 'unknown', to: 'B', amount: 3n }]);
  });

  it('accounts whose balance did not change make no leg', () => {
    expect(
      legsOf(
        changes([
          ['A', 0n],
          ['B', -1n],
          ['C', 1n],
        ]),
      ),
    ).toEqual([{ from: 'B', to: 'C', amount: 1n }]);
  });
});
