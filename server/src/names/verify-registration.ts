/**
 * Checks a name registration before anything is stored: the body's shape, the service it was
 * signed for (this one's domain), the name rule, the
 * chain (the coin type must name an EVM chain this service can reach), the time of signing
 * (fresh, not in the future) and the signature. Signatures go through viem's `verifyMessage`,
 * which accepts an EOA's signature and a smart-contract account's (EIP-1271, or EIP-6492 for one
 * not deployed yet) by asking the chain.
 */
import {
  ACCOUNT_NAME_MESSAGES,
  accountNameProblem,
  chainIdForCoinType,
  NAME_REGISTRATION_CLOCK_SKEW_SECONDS,
  NAME_REGISTRATION_MAX_AGE_SECONDS,
  normalizeAccountName,
  parseNameRegistrationMessage,
} from '@wallet-kit/schemas';
import { isAddress, isHex, type Address, type Hex, type PublicClient } from 'viem';
import { NAME_ERRORS, NameRegistrationError } from './errors.js';
import type { NewName } from './name-store.js';

interface RegistrationChecks {
  /** Host (with port) of this names service: a message signed for another is refused. */
  domain: string;
  /** The public client of an EVM chain id, or undefined for a chain the service does not serve. */
  clientFor(chainId: number): PublicClient | undefined;
  /** Milliseconds since the epoch. */
  now(): number;
}

const MAX_SIGNATURE_HEX = 20_000;
const MAX_MESSAGE_CHARS = 4_000;

function checkBody(body: unknown): {
  coinType: number;
  address: Address;
  signature: Hex;
  message: string;
} {
  if (typeof body !== 'object' || body === null) {
    throw new NameRegistrationError(NAME_ERRORS.invalidBody, 400);
  }
  const { coinType, address, signature, message } = body as Record<string, unknown>;
  if (
    typeof coinType !== 'number' ||
    typeof address !== 'string' ||
    typeof signature !== 'string' ||
    typeof message !== 'string' ||
    signature.length > MAX_SIGNATURE_HEX ||
    message.length > MAX_MESSAGE_CHARS ||
    !isHex(signature)
  ) {
    throw new NameRegistrationError(NAME_ERRORS.invalidBody, 400);
  }
  if (!isAddress(address, { strict: false })) {
    throw new NameRegistrationError(NAME_ERRORS.invalidAddress, 400);
  }
  return { coinType, address, signature, message };
}

export async function verifyRegistration(
  body: unknown,
  checks: RegistrationChecks,
): Promise<NewName> {
  const { coinType, address, signature, message } = checkBody(body);
  const parsed = parseNameRegistrationMessage(message);
  if (!parsed) throw new NameRegistrationError(NAME_ERRORS.invalidMessage, 400);
  // The same signed body must not register a name on another names service.
  if (parsed.domain !== checks.domain) {
    throw new NameRegistrationError(NAME_ERRORS.otherService, 401);
  }
  const problem = accountNameProblem(parsed.name.trim());
  if (problem) throw new NameRegistrationError(ACCOUNT_NAME_MESSAGES[problem], 400);

  const chainId = chainIdForCoinType(coinType);
  const client = chainId === undefined ? undefined : checks.clientFor(chainId);
  if (!client) throw new NameRegistrationError(NAME_ERRORS.unsupportedChain, 400);

  // A signed registration is only good for a short while, so one that leaked cannot be
  // replayed later (for example after the name was freed).
  const nowSeconds = Math.floor(checks.now() / 1000);
  if (parsed.timestamp < nowSeconds - NAME_REGISTRATION_MAX_AGE_SECONDS) {
    throw new NameRegistrationError(NAME_ERRORS.stale, 401);
  }
  if (parsed.timestamp > nowSeconds + NAME_REGISTRATION_CLOCK_SKEW_SECONDS) {
    throw new NameRegistrationError(NAME_ERRORS.future, 401);
  }

  let valid = false;
  try {
    valid = await client.verifyMessage({ address, message, signature });
  } catch {
    valid = false;
  }
  if (!valid) throw new NameRegistrationError(NAME_ERRORS.wrongSigner, 401);

  return {
    name: normalizeAccountName(parsed.name),
    coinType,
    address,
    attributes: parsed.attributes,
    message,
    signature,
  };
}
