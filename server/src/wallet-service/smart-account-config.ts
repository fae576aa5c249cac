/**
 * The networks on which embedded-wallet users may use a smart account, read from
 * `SMART_ACCOUNT_NETWORKS`: a JSON object from CAIP-2 chain id to the ERC-4337 bundler the
 * service forwards user operations to and the account factory (an ERC-4337 v0.7
 * SimpleAccountFactory) that deploys the accounts, optionally the EntryPoint when it is not at
 * its usual address. Unset, no network has smart accounts: nothing is reached off this machine.
 */
import { z } from 'zod';
import { WalletServiceConfigError } from './config.js';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address (0x + 40 hex digits)');

const networkSchema = z.object({
  bundlerUrl: z.url({ protocol: /^https?$/ }),
  factory: address,
  entryPoint: address.optional(),
});

const networksSchema = z.record(z.string().regex(/^eip155:\d+$/), networkSchema);

export type SmartAccountNetwork = z.infer<typeof networkSchema>;
/** CAIP-2 chain id → where that network's smart accounts are made and sent. */
export type SmartAccountNetworks = Record<string, SmartAccountNetwork>;

const SMART_ACCOUNT_NETWORKS_EXAMPLE =
  '{"eip155:31337":{"bundlerUrl":"http://127.0.0.1:4337","factory":"0x…"}}';

export function smartAccountNetworksFromEnv(
  env: Record<string, string | undefined>,
): SmartAccountNetworks {
  const text = env.SMART_ACCOUNT_NETWORKS;
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const parsed = networksSchema.safeParse(value);
  if (!parsed.success) {
    throw new WalletServiceConfigError([
      {
        variable: 'SMART_ACCOUNT_NETWORKS',
        message: `must be JSON like ${SMART_ACCOUNT_NETWORKS_EXAMPLE}`,
      },
    ]);
  }
  return parsed.data;
}
