/**
 * The message a wallet signs to register a name: the names service it is for (its domain, the
 * host and port of its URL), the name, free-form attributes and the time of signing in
 * seconds, as JSON with the keys in this order. The service parses the very text that was
 * signed, so what it stores is what the account agreed to, and it refuses a message signed for
 * another service.
 */
export interface NameRegistrationMessage {
  /** Host (with port) of the names service the registration is for, e.g. `names.example`. */
  domain: string;
  name: string;
  attributes: Record<string, string>;
  /** Unix time in seconds. */
  timestamp: number;
}

/** How old a signed registration may be when it reaches the service. */
export const NAME_REGISTRATION_MAX_AGE_SECONDS = 10 * 60;
/** How far ahead of the service's clock a wallet's clock may be. */
export const NAME_REGISTRATION_CLOCK_SKEW_SECONDS = 60;

export function createNameRegistrationMessage(
  domain: string,
  name: string,
  attributes: Record<string, string> = {},
  nowMs: number = Date.now(),
): NameRegistrationMessage {
  return { domain, name, attributes, timestamp: Math.floor(nowMs / 1000) };
}

export function formatNameRegistrationMessage(message: NameRegistrationMessage): string {
  return JSON.stringify({
    domain: message.domain,
    name: message.name,
    attributes: message.attributes,
    timestamp: message.timestamp,
  });
}

/** The message in a signed text, or undefined when the text is not one. */
export function parseNameRegistrationMessage(text: string): NameRegistrationMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { domain, name, attributes, timestamp } = value as Record<string, unknown>;
  if (typeof domain !== 'string' || domain === '') return undefined;
  if (typeof name !== 'string' || !Number.isSafeInteger(timestamp)) return undefined;
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) {
    return undefined;
  }
  if (!Object.values(attributes).every((v) => typeof v === 'string')) return undefined;
  return {
    domain,
    name,
    attributes: attributes as Record<string, string>,
    timestamp: timestamp as number,
  };
}
