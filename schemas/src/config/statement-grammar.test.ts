import { SiweMessage } from 'siwe';
import { describe, expect, it } from 'vitest';
import { createSiwxMessageData, formatSiwxMessage } from '../siwx/message.js';
import { parseConfig } from './parse-config.js';
import { issueAt, MINIMAL_CONFIG } from './testing/parse-helpers.js';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Every printable ASCII character, some whitespace and letters outside ASCII. */
const CHARACTER_POOL = [
  ...Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)),
  '\t',
  'é',
  'ß',
  'Ж',
  '日',
  '😀',
  '\u00a0',
  '\u2028',
];

/** A small deterministic generator, so a failure names a statement that can be replayed. */
function* statements(count: number): Generator<string> {
  let seed = 4361;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let index = 0; index < count; index += 1) {
    const length = 1 + (next() % 40);
    yield Array.from({ length }, () => CHARACTER_POOL[next() % CHARACTER_POOL.length]).join('');
  }
}

function acceptedStatement(statement: string): string | undefined {
  const result = parseConfig({ ...MINIMAL_CONFIG, siwx: { statement } });
  return result.ok ? result.config.siwx?.statement : undefined;
}

/** Whether the kit writes an eip155 message with this statement that the siwe package reads back. */
function parsesWithSiwe(statement: string): boolean {
  try {
    const message = formatSiwxMessage(
      createSiwxMessageData({
        chainId: 'eip155:1',
        accountAddress: ACCOUNT,
        domain: 'app.example',
        uri: 'https://app.example',
        statement,
        nonce: '0123456789abcdef',
      }),
    );
    return new SiweMessage(message).statement === statement;
  } catch {
    return false;
  }
}

describe('sign-in statement grammar', () => {
  // 3,000 candidates, each parsed by the siwe package: about 2 s alone, near 4 s beside the
  // browser lane on two cores, so the default 5 s is too close.
  it(
    'every statement the config accepts gives an eip155 message the siwe package parses',
    { timeout: 30_000 },
    () => {
      let accepted = 0;
      for (const candidate of statements(3000)) {
        const statement = acceptedStatement(candidate);
        if (statement === undefined) continue;
        accepted += 1;
        expect(parsesWithSiwe(statement), JSON.stringify(statement)).toBe(true);
      }
      // The generator must exercise the accepted side too, or the loop above proves nothing.
      expect(accepted).toBeGreaterThan(100);
    },
  );

  it('accepts every character the grammar allows', () => {
    const allowed = "Sign in: a-z A-Z 0-9 - . _ ~ : / ? # [ ] @ ! $ & ' ( ) * + , ; =";
    expect(acceptedStatement(allowed)).toBe(allowed);
    expect(parsesWithSiwe(allowed)).toBe(true);
  });

  it.each([
    ['a letter outside ASCII', 'Connexion à Test App', '"à" (U+00E0)'],
    ['an emoji', 'Welcome 😀', '"😀" (U+1F600)'],
    ['a double quote', 'Sign "in"', '"""'],
    ['a percent sign', '100% yours', '"%"'],
    ['a tab', 'Sign\tin', '"\t" (U+0009)'],
    ['a no-break space', 'Sign\u00a0in', '(U+00A0)'],
  ])('refuses a statement with %s at its field path', (_rule, statement, named) => {
    for (const block of ['siwx', 'siwe'] as const) {
      const issue = issueAt({ [block]: { statement } }, `${block}.statement`);
      expect(issue?.message).toContain(named);
      expect(parsesWithSiwe(statement)).toBe(false);
    }
  });

  it('refuses a line break once, as a line break', () => {
    const result = parseConfig({ ...MINIMAL_CONFIG, siwx: { statement: 'one\ntwo' } });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'siwx.statement', message: 'Must be a single line' },
    ]);
  });
});
