/**
 * The first-run questions, asked with `prompts` in a terminal. They offer only what the
 * generated kit shows: built features and networks of families the kit can connect.
 */
import prompts from 'prompts';
import type { PromptObject } from 'prompts';
import { FEATURES, isFamilySupported, NETWORK_CATALOGUE } from '@wallet-kit/schemas';
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

function legalChosen(values: Record<string, unknown>): boolean {
  return Array.isArray(values.features) && values.features.includes('legalCheckbox');
}

function namesChosen(values: Record<string, unknown>): boolean {
  return Array.isArray(values.features) && values.features.includes('names');
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
        title: FEATURES[id].title,
        value: id,
        selected: defaults.features.includes(id),
      })),
    },
    // The legal checkbox links the app's terms and privacy pages: asked only when it is chosen.
    {
      type: (_previous, values) => (legalChosen(values) ? 'text' : null),
      name: 'termsUrl',
      message: 'Terms of Service URL (the legal checkbox links it)',
      validate: (value: string) => isHttpUrlOrEmpty(value) || 'Enter an http(s) URL or leave empty',
    },
    {
      type: (_previous, values) => {
        termsGiven = String(values.termsUrl ?? '').trim() !== '';
        return legalChosen(values) ? 'text' : null;
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
    // Account names are kept by a names service the host runs: asked only when names are chosen.
    {
      type: (_previous, values) => (namesChosen(values) ? 'text' : null),
      name: 'namesUrl',
      message: 'Names service URL (createNamesHandler of @wallet-kit/server/names)',
      validate: (value: string) =>
        /^https?:\/\/\S+$/.test(value.trim()) || 'Names need their service: enter an http(s) URL',
    },
    {
      type: 'select',
      name: 'themeMode',
      message: 'Theme',
      choices: [
        { title: 'Dark', value: 'dark' },
        { title: 'Light', value: 'light' },
      ],
      initial: defaults.themeMode === 'light' ? 1 : 0,
    },
    { type: 'text', name: 'outputDir', message: 'Output folder', initial: defaults.outputDir },
  ];
}

export async function askQuestions(defaults: InitAnswers, ask: Ask): Promise<InitAnswers> {
  const answers = await ask(questionsFor(defaults));
  return { ...defaults, ...answers } as InitAnswers;
}
