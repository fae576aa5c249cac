import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  DEFAULT_FEATURES,
  FEATURES,
  featureEndpoint,
  isFamilySupported,
  NETWORK_CATALOGUE,
  parseConfig,
  UNBUILT_FEATURES,
} from '@wallet-kit/schemas';
import { loadConfigFile } from '../config/load-config.js';
import {
  answersToConfig,
  defaultAnswers,
  OFFERED_FEATURES,
  PLACEHOLDER_PROJECT_ID,
} from './answers.js';
import { renderConfigFile } from './config-file.js';
import { askQuestions } from './questions.js';
import type { PromptObject } from 'prompts';

/** The questions init asks, captured by an `ask` that answers nothing. */
async function askedQuestions(): Promise<PromptObject[]> {
  let asked: PromptObject[] = [];
  await askQuestions(defaultAnswers(dir, {}), async (questions) => {
    asked = questions;
    return {};
  });
  return asked;
}

function choicesOf(questions: PromptObject[], name: string) {
  const question = questions.find((q) => q.name === name);
  return (question?.choices ?? []) as { value: string; selected?: boolean }[];
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wk-init-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('first-run answers', () => {
  test('the default answers make a valid config with every built feature on that needs no service', () => {
    const parsed = parseConfig(answersToConfig(defaultAnswers(dir, {})));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.config.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1']);
    expect(parsed.config.features).toMatchObject({
      send: true,
      receive: true,
      history: true,
      allWallets: true,
    });
    expect(parsed.config.theme.mode).toBe('dark');
    expect(parsed.config.output.dir).toBe('src/wallet-kit');
  });

  test('the written config turns off every feature this version does not build', () => {
    const parsed = parseConfig(answersToConfig(defaultAnswers(dir, {})));
    if (!parsed.ok) throw new Error('invalid');
    for (const id of UNBUILT_FEATURES) expect(parsed.config.features[id], id).toBe(false);
    expect(parsed.config.socials).toEqual([]);
  });

  test('init offers only built features, pre-selected when the schema turns them on by default', async () => {
    const choices = choicesOf(await askedQuestions(), 'features');
    expect(choices.map((choice) => choice.value)).toEqual([...OFFERED_FEATURES]);
    expect(OFFERED_FEATURES.length).toBeGreaterThan(0);
    for (const choice of choices) {
      const id = choice.value as keyof typeof FEATURES;
      expect(FEATURES[id].built).toBe(true);
      expect(choice.selected, id).toBe(DEFAULT_FEATURES[id]);
    }
  });

  test('init never pre-selects onramp, pay or smart sessions, which are not built', async () => {
    const offered = choicesOf(await askedQuestions(), 'features').map((choice) => choice.value);
    for (const id of ['onramp', 'pay', 'smartSessions']) {
      expect(offered, id).not.toContain(id);
    }
  });

  test('init offers swaps, which are built', async () => {
    const offered = choicesOf(await askedQuestions(), 'features').map((choice) => choice.value);
    expect(offered).toContain('swaps');
  });

  test('init asks for the terms and privacy pages only when the legal checkbox is chosen', async () => {
    const questions = await askedQuestions();
    const typeOf = (name: string, features: string[], values: object = {}) => {
      const type = questions.find((question) => question.name === name)!.type;
      return typeof type === 'function'
        ? type(undefined, { features, ...values } as never, {} as never)
        : type;
    };
    expect(typeOf('termsUrl', ['send'])).toBeNull();
    expect(typeOf('privacyUrl', ['send'])).toBeNull();
    expect(typeOf('termsUrl', ['legalCheckbox'])).toBe('text');
    expect(typeOf('privacyUrl', ['legalCheckbox'], { termsUrl: '' })).toBe('text');
    const validate = (name: string, value: string) =>
      questions.find((question) => question.name === name)!.validate!(
        value as never,
        {} as never,
        {} as never,
      );
    expect(validate('termsUrl', 'javascript:alert(1)')).toBe('Enter an http(s) URL or leave empty');
    // Neither page given: the checkbox would link nothing.
    expect(validate('privacyUrl', '')).toBe(
      'The legal checkbox needs a terms or a privacy page to link',
    );
    expect(validate('privacyUrl', 'https://shop.example/privacy')).toBe(true);
  });

  test('choosing the legal checkbox writes its pages, and the config is valid', () => {
    const config = answersToConfig({
      ...defaultAnswers(dir, {}),
      features: ['send', 'legalCheckbox'],
      termsUrl: ' https://shop.example/terms ',
      privacyUrl: '',
    });
    expect(config.legal).toEqual({ termsUrl: 'https://shop.example/terms' });
    expect(parseConfig(config).ok).toBe(true);
    expect(
      answersToConfig({ ...defaultAnswers(dir, {}), termsUrl: 'https://x.example' }).legal,
    ).toBeUndefined();
  });

  /** The features whose registry row names the service they need. */
  const NEEDS_SERVICE = OFFERED_FEATURES.filter((id) => featureEndpoint(id) !== undefined);

  test('init asks for the service URL of each chosen feature that needs one, and only then', async () => {
    expect(NEEDS_SERVICE).toEqual(expect.arrayContaining(['email', 'names', 'analytics']));
    const questions = await askedQuestions();
    for (const id of NEEDS_SERVICE) {
      const question = questions.find((q) => q.name === featureEndpoint(id)!.key)!;
      const type = question.type as (prev: unknown, values: object, q: object) => unknown;
      expect(type(undefined, { features: ['send'] }, {}), id).toBeNull();
      expect(type(undefined, { features: [id] }, {}), id).toBe('text');
      const validate = (value: string) =>
        question.validate!(value as never, {} as never, {} as never);
      expect(validate('javascript:alert(1)')).toBe('Enter an http(s) URL or leave empty');
      expect(validate('')).toBe(true);
      expect(validate('https://shop.example/service')).toBe(true);
    }
  });

  test('a feature that needs a service is written on with its URL, and off when none was given', () => {
    for (const id of NEEDS_SERVICE) {
      const key = featureEndpoint(id)!.key;
      const withUrl = answersToConfig({
        ...defaultAnswers(dir, {}),
        features: ['send', id],
        [key]: ' https://shop.example/service ',
      });
      expect(withUrl.features?.[id], id).toBe(true);
      expect(withUrl.endpoints, id).toEqual({ [key]: 'https://shop.example/service' });
      expect(parseConfig(withUrl).ok).toBe(true);
      const withoutUrl = answersToConfig({ ...defaultAnswers(dir, {}), features: ['send', id] });
      expect(withoutUrl.features?.[id], id).toBe(false);
      expect(withoutUrl.endpoints, id).toBeUndefined();
    }
  });

  test('--yes writes no feature on whose service has no URL (email, analytics, names)', () => {
    const config = answersToConfig(defaultAnswers(dir, {}));
    for (const id of NEEDS_SERVICE) expect(config.features?.[id], id).toBe(false);
    expect(config.endpoints).toBeUndefined();
  });

  test('a URL given for a feature left unselected is not written', () => {
    const config = answersToConfig({
      ...defaultAnswers(dir, {}),
      features: ['send'],
      embeddedWalletUrl: 'https://wallet.shop.example',
    });
    expect(config.features?.email).toBe(false);
    expect(config.endpoints).toBeUndefined();
  });

  test('init asks nothing about social logins: they are listed in the config once the wallet service has providers', async () => {
    const names = (await askedQuestions()).map((question) => question.name);
    expect(names).not.toContain('connectMethods');
    expect(names).not.toContain('socials');
  });

  test('init offers the networks of every chain family the kit can connect, and only those', async () => {
    const offered = choicesOf(await askedQuestions(), 'networks').map((choice) => choice.value);
    const connectable = NETWORK_CATALOGUE.filter((network) =>
      isFamilySupported(network.chainNamespace),
    ).map((network) => network.caipNetworkId);
    expect(offered).toEqual(connectable);
    expect(offered).toContain('eip155:1');
    expect(offered.some((id) => id.startsWith('solana:'))).toBe(true);
    expect(offered).toContain('bip122:000000000019d6689c085ae165831e93');
    expect(offered).toContain('polkadot:91b171bb158e2d3848fa23a9f1c25182');
    expect(offered).toContain('cosmos:cosmoshub-4');
  });

  test('the app name defaults to the host package name, the project id to WALLETKIT_PROJECT_ID', async () => {
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'my-shop' }));
    expect(defaultAnswers(dir, {}).appName).toBe('my-shop');
    expect(defaultAnswers(dir, {}).projectId).toBe(PLACEHOLDER_PROJECT_ID);
    expect(defaultAnswers(dir, { WALLETKIT_PROJECT_ID: 'abc123' }).projectId).toBe('abc123');
  });

  test('a feature left unselected is written off', () => {
    const config = answersToConfig({ ...defaultAnswers(dir, {}), features: ['receive'] });
    expect(config.features).toMatchObject({
      send: false,
      receive: true,
      history: false,
      allWallets: false,
    });
  });

  test('the theme question offers auto, and an auto answer is written as theme mode auto', async () => {
    let asked: PromptObject[] = [];
    await askQuestions(defaultAnswers(dir, {}), async (questions) => {
      asked = questions;
      return {};
    });
    const question = asked.find((item) => item.name === 'themeMode');
    const values = (question?.choices as { value: string }[]).map((choice) => choice.value);
    expect(values).toEqual(['dark', 'light', 'auto']);
    const config = answersToConfig({ ...defaultAnswers(dir, {}), themeMode: 'auto' });
    expect(config.theme).toEqual({ mode: 'auto' });
  });

  test('the written config file loads back to the same config', async () => {
    const config = answersToConfig({
      ...defaultAnswers(dir, {}),
      networks: ['eip155:1', 'eip155:8453'],
      themeMode: 'light',
    });
    const text = await renderConfigFile(config);
    expect(text.startsWith("import { defineConfig } from 'create-wallet-kit';")).toBe(true);
    await writeFile(join(dir, 'walletkit.config.ts'), text);
    expect(await loadConfigFile(join(dir, 'walletkit.config.ts'))).toEqual(config);
  });
});
