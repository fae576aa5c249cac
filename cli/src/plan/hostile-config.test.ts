/**
 * The real templates rendered with hostile text in every config string that reaches a generated
 * file (and in the generator version): each file must still parse, have exactly the code shape of
 * an ordinary render, and hold the hostile text as data.
 */
import { describe, expect, test } from 'vitest';
import { decidedSwitches, parseConfig } from '@wallet-kit/schemas';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { planModule } from './plan.js';
import type { PlannedFile } from './planned-file.js';
import {
  codeShape,
  commentsOf,
  constInitializer,
  literalValue,
  parseGenerated,
  stringLiteralsOf,
  syntaxErrors,
} from './testing/generated-code.js';
import { HOSTILE_VALUES } from './testing/hostile-values.js';

const BACKEND_URL = 'https://shop.example/api/siwx';

function baseConfig(): ResolvedConfig {
  const parsed = parseConfig({
    projectId: 'hostile-project',
    metadata: {
      name: 'Shop',
      description: 'A shop',
      url: 'https://shop.example',
      icons: ['https://shop.example/icon.png'],
    },
    networks: ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    // The Connect switches on, so their template branches and the legal links are covered.
    features: { send: true, receive: true, legalCheckbox: true, collapseWallets: true },
    legal: { termsUrl: 'https://shop.example/terms', privacyUrl: 'https://shop.example/privacy' },
    customWallets: [{ id: 'w', name: 'Wallet', homepage: 'https://w.example' }],
    siwx: { statement: 'Sign in to the shop', backendUrl: BACKEND_URL },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

/**
 * Keys whose values choose what is generated (a chain family, a network id): they are matched
 * against tables, never written as text, so changing them would change the plan, not test it.
 */
const CHOOSING_KEYS = new Set(['chainNamespace', 'caipNetworkId', 'id', 'defaultNetwork', 'mode']);

/** `config` with `hostile` appended to every free-text string. */
function withHostileText<T>(value: T, hostile: string, key = ''): T {
  if (typeof value === 'string') return (CHOOSING_KEYS.has(key) ? value : value + hostile) as T;
  if (Array.isArray(value)) return value.map((item) => withHostileText(item, hostile, key)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, withHostileText(item, hostile, name)]),
    ) as T;
  }
  return value;
}

const byPath = (files: PlannedFile[]) => new Map(files.map((file) => [file.path, file.contents]));
const codeFiles = (files: PlannedFile[]) => files.filter((file) => /\.tsx?$/.test(file.path));

/**
 * Each case plans the whole module twice and parses every file: 1–2.6 s alone, over 5 s beside
 * the browser lane on two cores. The work is the same; only the wait for it is longer.
 */
const PLAN_TWICE_TIMEOUT_MS = 30_000;

describe('hostile config values in the generated module', () => {
  test.each(HOSTILE_VALUES)(
    '%j in every config string stays data',
    async (hostile) => {
      const ordinary = await planModule(baseConfig(), { generatorVersion: '1.0.0' });
      const config = withHostileText(baseConfig(), hostile);
      const hostileVersion = `1.0.0${hostile}`;
      const generated = await planModule(config, { generatorVersion: hostileVersion });

      const ordinaryFiles = byPath(ordinary.files);
      expect(generated.files.map((file) => file.path)).toEqual([...ordinaryFiles.keys()]);
      for (const file of codeFiles(generated.files)) {
        expect(syntaxErrors(file.path, file.contents), file.path).toEqual([]);
        const shape = codeShape(parseGenerated(file.path, file.contents));
        const ordinaryShape = codeShape(parseGenerated(file.path, ordinaryFiles.get(file.path)!));
        expect(shape, `${file.path} runs other code than an ordinary render`).toEqual(
          ordinaryShape,
        );
      }

      const files = byPath(generated.files);
      // The config reads back exactly, every hostile string included (its switches as active).
      const configFile = parseGenerated('config.ts', files.get('config.ts')!);
      expect(literalValue(constInitializer(configFile, 'config'))).toEqual(
        JSON.parse(JSON.stringify({ ...config, ...decidedSwitches(config) })),
      );
      // The backend URL, once as a string literal and once in a JSDoc comment.
      const provider = parseGenerated('WalletKitProvider.tsx', files.get('WalletKitProvider.tsx')!);
      const backendUrl = BACKEND_URL + hostile;
      expect(stringLiteralsOf(provider)).toContain(backendUrl);
      const doc = commentsOf(provider).find((comment) => comment.includes('your backend at '));
      const written = /your backend at (.*)\. \*\/$/.exec(doc ?? '')?.[1];
      expect(JSON.parse(`"${written}"`)).toBe(backendUrl);
      // The generator version in each file's first comment.
      for (const file of codeFiles(generated.files)) {
        const first = commentsOf(parseGenerated(file.path, file.contents))[0] ?? '';
        const version =
          /^\/\/ Generated by create-wallet-kit (.*) from walletkit\.config\.ts\.$/.exec(
            first,
          )?.[1];
        if (version !== undefined)
          expect(JSON.parse(`"${version}"`), file.path).toBe(hostileVersion);
      }
    },
    PLAN_TWICE_TIMEOUT_MS,
  );
});
