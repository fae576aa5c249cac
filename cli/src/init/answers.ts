/**
 * What the first-run questions decide, their defaults, and the config they produce. Wallets are
 * always offered (they are what the kit is for); the questions choose what comes on top.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  DEFAULT_NETWORK_ID,
  DEFAULT_OUTPUT_DIR,
  DEFAULT_SOCIALS,
  DEFAULT_THEME_MODE,
} from '@wallet-kit/schemas';
import type { SocialProvider, WalletKitConfigInput } from '@wallet-kit/schemas';

export type ExtraConnectMethod = 'email' | 'social';

export interface InitAnswers {
  projectId: string;
  appName: string;
  appUrl: string;
  networks: string[];
  connectMethods: ExtraConnectMethod[];
  socials: SocialProvider[];
  themeMode: 'dark' | 'light';
  outputDir: string;
}

/** Stands in until the host sets its own; printed as a warning whenever it is used. */
export const PLACEHOLDER_PROJECT_ID = 'your-project-id';
export const DEFAULT_APP_URL = 'http://localhost:5173';

function hostPackageName(cwd: string): string | undefined {
  const manifestPath = join(cwd, 'package.json');
  if (!existsSync(manifestPath)) return undefined;
  try {
    const { name } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name?: unknown };
    return typeof name === 'string' && name.length > 0 ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The defaults follow the schema's, so `--yes` gives the config a host would get by default. */
export function defaultAnswers(cwd: string, env: NodeJS.ProcessEnv = process.env): InitAnswers {
  return {
    projectId: env.WALLETKIT_PROJECT_ID?.trim() || PLACEHOLDER_PROJECT_ID,
    appName: hostPackageName(cwd) ?? basename(cwd),
    appUrl: DEFAULT_APP_URL,
    networks: [DEFAULT_NETWORK_ID],
    connectMethods: ['email', 'social'],
    socials: [...DEFAULT_SOCIALS],
    themeMode: DEFAULT_THEME_MODE,
    outputDir: DEFAULT_OUTPUT_DIR,
  };
}

export function answersToConfig(answers: InitAnswers): WalletKitConfigInput {
  return {
    projectId: answers.projectId,
    metadata: { name: answers.appName, url: answers.appUrl },
    networks: answers.networks as WalletKitConfigInput['networks'],
    features: { email: answers.connectMethods.includes('email') },
    // An empty list is how the schema turns social login off.
    socials: answers.connectMethods.includes('social') ? answers.socials : [],
    theme: { mode: answers.themeMode },
    output: { dir: answers.outputDir },
  };
}
