/** The first-run questions, asked with `prompts` in a terminal. */
import prompts from 'prompts';
import type { PromptObject } from 'prompts';
import { NETWORK_CATALOGUE, SOCIAL_PROVIDERS } from '@wallet-kit/schemas';
import { CliError } from '../errors.js';
import type { InitAnswers } from './answers.js';

/** Asks the questions and returns the answers by name; injectable for tests. */
export type Ask = (questions: PromptObject[]) => Promise<Record<string, unknown>>;

export const askWithPrompts: Ask = (questions) =>
  prompts(questions, {
    onCancel: () => {
      throw new CliError('Cancelled: nothing was written.');
    },
  });

function questionsFor(defaults: InitAnswers): PromptObject[] {
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
      choices: NETWORK_CATALOGUE.map((network) => ({
        title: `${network.name} (${network.caipNetworkId})`,
        value: network.caipNetworkId,
        selected: defaults.networks.includes(network.caipNetworkId),
      })),
    },
    {
      type: 'multiselect',
      name: 'connectMethods',
      message: 'Connect methods besides wallets',
      choices: [
        { title: 'Email', value: 'email', selected: defaults.connectMethods.includes('email') },
        {
          title: 'Social logins',
          value: 'social',
          selected: defaults.connectMethods.includes('social'),
        },
      ],
    },
    {
      type: (_previous: unknown, answers: Record<string, unknown>) =>
        (answers.connectMethods as string[] | undefined)?.includes('social') ? 'multiselect' : null,
      name: 'socials',
      message: 'Social logins',
      min: 1,
      // The default order first, so accepting the defaults gives the same list as --yes.
      choices: [
        ...defaults.socials,
        ...SOCIAL_PROVIDERS.filter((provider) => !defaults.socials.includes(provider)),
      ].map((provider) => ({
        title: provider,
        value: provider,
        selected: defaults.socials.includes(provider),
      })),
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
