/**
 * What the first-run questions decide, their defaults, and the config they produce. Wallets are
 * always offered (they are what the kit is for); the questions choose what comes on top, among
 * what this version builds: the registry's built features and the networks of the chain
 * families the kit can connect. A feature that is not built is never offered and is written
 * off in the config, so the file says what the generated kit really shows.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  DEFAULT_FEATURES,
  DEFAULT_NETWORK_ID,
  DEFAULT_OUTPUT_DIR,
  DEFAULT_THEME_MODE,
  BUILT_FEATURES,
  UNBUILT_FEATURES,
} from '@wallet-kit/schemas';
import { featureEndpoint } from '@wallet-kit/schemas';
import type { Endpoints, FeatureId, ThemeMode, WalletKitConfigInput } from '@wallet-kit/schemas';

/**
 * The URLs of the services chosen features need, by `endpoints` key (asked only for a chosen
 * feature whose registry row names an endpoint).
 */
type EndpointAnswers = Partial<Record<keyof Endpoints, string>>;

export interface InitAnswers extends EndpointAnswers {
  projectId: string;
  appName: string;
  appUrl: string;
  networks: string[];
  /** The chosen features among the built ones (`init` offers each built feature). */
  features: FeatureId[];
  themeMode: ThemeMode;
  outputDir: string;
  /** Asked only when the legal checkbox is chosen: the pages it links (one at least). */
  termsUrl?: string;
  privacyUrl?: string;
}

/** The features `init` asks about: every built one, in registry order. */
export const OFFERED_FEATURES: readonly FeatureId[] = BUILT_FEATURES;

/** Stands in until the host sets its own; printed as a warning whenever it is used. */
export const PLACEHOLDER_PROJECT_ID = 'your-project-id';
const DEFAULT_APP_URL = 'http://localhost:5173';

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

/** The defaults follow the schema's for what is built, so `--yes` gives a working kit. */
export function defaultAnswers(cwd: string, env: NodeJS.ProcessEnv = process.env): InitAnswers {
  return {
    projectId: env.WALLETKIT_PROJECT_ID?.trim() || PLACEHOLDER_PROJECT_ID,
    appName: hostPackageName(cwd) ?? basename(cwd),
    appUrl: DEFAULT_APP_URL,
    networks: [DEFAULT_NETWORK_ID],
    features: OFFERED_FEATURES.filter((id) => DEFAULT_FEATURES[id]),
    themeMode: DEFAULT_THEME_MODE,
    outputDir: DEFAULT_OUTPUT_DIR,
  };
}

/** The URL given for the service a feature needs; undefined when it needs none. */
function endpointUrlOf(answers: InitAnswers, id: FeatureId): string | undefined {
  const endpoint = featureEndpoint(id);
  return endpoint ? answers[endpoint.key]?.trim() || undefined : undefined;
}

/** A chosen feature is on unless it needs a service and no URL was given for it. */
function isOn(answers: InitAnswers, id: FeatureId): boolean {
  return (
    answers.features.includes(id) &&
    (featureEndpoint(id) === undefined || endpointUrlOf(answers, id) !== undefined)
  );
}

/**
 * The `features` of the written config: each offered feature as chosen (off when the service
 * it needs has no URL), and each unbuilt feature the schema would turn on by default written
 * off. Nothing shows for a feature written off, and nothing is on that could not work.
 */
function featuresOf(answers: InitAnswers): Partial<Record<FeatureId, boolean>> {
  const features: Partial<Record<FeatureId, boolean>> = {};
  for (const id of OFFERED_FEATURES) features[id] = isOn(answers, id);
  for (const id of UNBUILT_FEATURES) if (DEFAULT_FEATURES[id]) features[id] = false;
  return features;
}

/** The pages the legal checkbox links, written only when it is chosen. */
function legalOf(answers: InitAnswers): Pick<WalletKitConfigInput, 'legal'> {
  if (!answers.features.includes('legalCheckbox')) return {};
  const termsUrl = answers.termsUrl?.trim();
  const privacyUrl = answers.privacyUrl?.trim();
  return {
    legal: { ...(termsUrl ? { termsUrl } : {}), ...(privacyUrl ? { privacyUrl } : {}) },
  };
}

/** The service URLs of the features that are on, under their `endpoints` keys. */
function endpointsOf(answers: InitAnswers): Pick<WalletKitConfigInput, 'endpoints'> {
  const endpoints: EndpointAnswers = {};
  for (const id of OFFERED_FEATURES) {
    const endpoint = featureEndpoint(id);
    if (endpoint && isOn(answers, id)) endpoints[endpoint.key] = endpointUrlOf(answers, id);
  }
  return Object.keys(endpoints).length > 0 ? { endpoints } : {};
}

export function answersToConfig(answers: InitAnswers): WalletKitConfigInput {
  return {
    projectId: answers.projectId,
    metadata: { name: answers.appName, url: answers.appUrl },
    networks: answers.networks as WalletKitConfigInput['networks'],
    features: featuresOf(answers),
    ...legalOf(answers),
    ...endpointsOf(answers),
    // Social login is not built: an empty list turns it off instead of the schema's default.
    socials: [],
    theme: { mode: answers.themeMode },
    output: { dir: answers.outputDir },
  };
}
