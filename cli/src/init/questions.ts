/**
 * The first-run questions, asked with `prompts` in a terminal. They offer only what the
 * generated kit shows: built features and networks of families the kit can connect.
 */
import prompts from 'prompts';
import type { PromptObject } from 'prompts';
import {
  FEATURES,
  featureEndpoint,
  isFamilySupported,
  NETWORK_CATALOGUE,
} from '@wallet-kit/schemas';
import type { FeatureId, ThemeMode } from '@wallet-kit/schemas';
import { CliError } from '../errors.js';
import { OFFERED_FEATURES, type InitAnswers } from './answers.js';

/** Asks the questions and returns the answers by name; injectable for tests. */
export type Ask = (questions: PromptObject[]) => Promise<Record<string, unknown>>;

export const askWithPrompts: Ask = (questions) =>
  prompts(questions, {
    onCancel: () => {
      throw new CliError('Cancelled: nothing was written.');
    },
  });

const THEME_CHOICES: { title: string; value: ThemeMode }[] = [
  { title: 'Dark', value: 'dark' },
  { title: 'Light', value: 'light' },
  { title: 'Auto (follows the system colour scheme)', value: 'auto' },
];

function chosen(values: Record<string, unknown>, id: FeatureId): boolean {
  return Array.isArray(values.features) && values.features.includes(id);
}

/** A feature as listed: its title, and the endpoint it needs when it needs one. */
function featureChoiceTitle(id: FeatureId): string {
  const endpoint = featureEndpoint(id);
  return endpoint ? `${FEATURES[id].title} (needs endpoints.${endpoint.key})` : FEATURES[id].title;
}

function isHttpUrlOrEmpty(value: string): boolean {
  return value.trim() === '' || /^https?:\/\/\S+$/.test(value.trim());
}

function questionsFor(defaults: InitAnswers): PromptObject[] {
  // Set when the privacy question is reached: prompts hands `validate` only the value.
  let termsGiven = false;
  return [
    {
      type: 'text',
      name: 'projectId',
      message: 'Project id (WalletConnect / hosted services)',
      initial: defaults.projectId,
      validate: (value: string) => value.trim().length > 0 || 'A project id is required',
    },
    {
      type: 'text',
      name: 'appName',
      message: 'App name shown in wallets',
      initial: defaults.appName,
    },
    {
      type: 'text',
      name: 'appUrl',
      message: 'App URL shown in wallets',
      initial: defaults.appUrl,
      validate: (value: string) => /^https?:\/\/\S+$/.test(value.trim()) || 'Enter an http(s) URL',
    },
    {
      type: 'multiselect',
      name: 'networks',
      message: 'Networks',
      min: 1,
      // Only networks of a family the kit can connect (the registry's chain-family rows).
      choices: NETWORK_CATALOGUE.filter((network) => isFamilySupported(network.chainNamespace)).map(
        (network) => ({
          title: `${network.name} (${network.caipNetworkId})`,
          value: network.caipNetworkId,
          selected: defaults.networks.includes(network.caipNetworkId),
        }),
      ),
    },
    {
      type: 'multiselect',
      name: 'features',
      message: 'Features',
      choices: OFFERED_FEATURES.map((id) => ({
        title: featureChoiceTitle(id),
        value: id,
        selected: defaults.features.includes(id),
      })),
    },
    // The legal checkbox links the app's terms and privacy pages: asked only when it is chosen.
    {
      type: (_previous, values) => (chosen(values, 'legalCheckbox') ? 'text' : null),
      name: 'termsUrl',
      message: 'Terms of Service URL (the legal checkbox links it)',
      validate: (value: string) => isHttpUrlOrEmpty(value) || 'Enter an http(s) URL or leave empty',
    },
    {
      type: (_previous, values) => {
        termsGiven = String(values.termsUrl ?? '').trim() !== '';
        return chosen(values, 'legalCheckbox') ? 'text' : null;
      },
      name: 'privacyUrl',
      message: 'Privacy Policy URL',
      validate: (value: string) =>
        !isHttpUrlOrEmpty(value)
          ? 'Enter an http(s) URL or leave empty'
          : termsGiven || value.trim() !== ''
            ? true
            : 'The legal checkbox needs a terms or a privacy page to link',
    },
    // A feature that needs a service asks for its URL when chosen; empty leaves it off.
    ...OFFERED_FEATURES.flatMap((id): PromptObject[] => {
      const endpoint = featureEndpoint(id);
      if (!endpoint) return [];
      return [
        {
          type: (_previous, values) => (chosen(values, id) ? 'text' : null),
          name: endpoint.key,
          message: `${endpoint.service}; empty leaves ${FEATURES[id].title} off`,
          validate: (value: string) =>
            isHttpUrlOrEmpty(value) || 'Enter an http(s) URL or leave empty',
        },
      ];
    }),
    {
      type: 'select',
      name: 'themeMode',
      message: 'Theme',
      choices: THEME_CHOICES,
      initial: Math.max(
        0,
        THEME_CHOICES.findIndex((choice) => choice.value === defaults.themeMode),
      ),
    },
    { type: 'text', name: 'outputDir', message: 'Output folder', initial: defaults.outputDir },
  ];
}

export async function askQuestions(defaults: InitAnswers, ask: Ask): Promise<InitAnswers> {
  const answers = await ask(questionsFor(defaults));
  return { ...defaults, ...answers } as InitAnswers;
}
