import { describe, expect, it } from 'vitest';
import * as shape from './stored-shape.js';
import { ShapeMismatch } from './stored-shape.js';

const wallet = shape.object<{ id: string; rdns?: string | undefined }>({
  id: shape.string,
  rdns: shape.optional(shape.string),
});

describe('a stored value is read back only in the shape the kit wrote', () => {
  it('keeps the fields a shape names and drops every other one', () => {
    expect(wallet({ id: 'io.metamask', rdns: 'io.metamask', script: '<x>' })).toEqual({
      id: 'io.metamask',
      rdns: 'io.metamask',
    });
  });

  it('reads an absent optional field as absent and refuses a present one of the wrong type', () => {
    expect(wallet({ id: 'a' })).toEqual({ id: 'a' });
    expect(() => wallet({ id: 'a', rdns: 7 })).toThrow(ShapeMismatch);
  });

  it('refuses a value whose required field is missing or of another type', () => {
    expect(() => wallet({})).toThrow(ShapeMismatch);
    expect(() => wallet({ id: 1 })).toThrow(ShapeMismatch);
    expect(() => wallet([{ id: 'a' }])).toThrow(ShapeMismatch);
    expect(() => wallet(null)).toThrow(ShapeMismatch);
  });

  it('does not take a required field from the prototype chain', () => {
    const inherited = Object.create({ id: 'from-prototype' }) as object;
    expect(() => wallet(inherited)).toThrow(ShapeMismatch);
  });

  it('refuses a whole array when one item has the wrong shape', () => {
    const wallets = shape.array(wallet);
    expect(wallets([{ id: 'a' }, { id: 'b' }])).toHaveLength(2);
    expect(() => wallets([{ id: 'a' }, { id: 2 }])).toThrow(ShapeMismatch);
    expect(() => wallets({ 0: { id: 'a' } })).toThrow(ShapeMismatch);
  });

  it('reads a record whose keys all pass the key shape, and refuses one unknown key', () => {
    const byFamily = shape.record(shape.picklist(['eip155', 'solana']), shape.number);
    expect(byFamily({ eip155: 1, solana: 2 })).toEqual({ eip155: 1, solana: 2 });
    expect(() => byFamily({ eip155: 1, cardano: 2 })).toThrow(ShapeMismatch);
  });

  it('keeps a stored "__proto__" key an ordinary entry, never the prototype', () => {
    const read = shape.record(shape.string, shape.number)(JSON.parse('{"__proto__": 1, "a": 2}'));
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(Object.keys(read).sort()).toEqual(['__proto__', 'a']);
  });

  it('accepts only the listed literal, picklist member, finite number or null', () => {
    expect(shape.literal(true)(true)).toBe(true);
    expect(() => shape.literal(true)('true')).toThrow(ShapeMismatch);
    expect(() => shape.picklist(['a', 'b'])('c')).toThrow(ShapeMismatch);
    expect(() => shape.number(Number.NaN)).toThrow(ShapeMismatch);
    expect(shape.nullable(shape.string)(null)).toBeNull();
    expect(() => shape.nullable(shape.string)(undefined)).toThrow(ShapeMismatch);
  });

  it('applies a refinement after the base shape and names what was expected', () => {
    const short = shape.refine(shape.string, (value) => value.length <= 3, 'at most 3 characters');
    expect(short('abc')).toBe('abc');
    expect(() => short('abcd')).toThrow('Stored value is not at most 3 characters');
    expect(() => short(4)).toThrow('Stored value is not a string');
  });
});
