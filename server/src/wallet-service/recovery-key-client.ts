/**
 * The wallet service's side of a `custodial` recovery: the recovery-key process seals and opens
 * recovery shares; this service never holds the key.
 */
import type { RecoveryConfig } from './config.js';

class RecoveryKeyServiceError extends Error {
  override readonly name = 'RecoveryKeyServiceError';
}

export function recoveryKeyClient(config: Extract<RecoveryConfig, { mode: 'custodial' }>) {
  async function call(path: string, body: unknown): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${config.serviceUrl}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.serviceToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new RecoveryKeyServiceError(
        `The recovery-key service cannot be reached: ${(error as Error).message}`,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      throw new RecoveryKeyServiceError(
        `The recovery-key service answered ${response.status}: ${String(answer.error ?? '')}`,
      );
    }
    return answer;
  }
  return {
    async seal(userId: string, share: string): Promise<string> {
      return String((await call('/v1/seal', { userId, share })).sealed);
    },
    async open(userId: string, sealed: string): Promise<string> {
      return String((await call('/v1/open', { userId, sealed })).share);
    },
  };
}
