/**
 * The EIP-1193 provider surface the adapters rely on, and how discovery recognises one. A
 * module of its own: wallet discovery runs with the page, the requests (eip1193.ts) only once
 * a wallet is used.
 */

export interface Eip1193RequestArguments {
  method: string;
  params?: readonly unknown[] | Record<string, unknown>;
}

export type Eip1193Listener = (...args: unknown[]) => void;

export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on?(event: string, listener: Eip1193Listener): unknown;
  removeListener?(event: string, listener: Eip1193Listener): unknown;
  /** Some providers only implement the newer EventEmitter name. */
  off?(event: string, listener: Eip1193Listener): unknown;
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}
