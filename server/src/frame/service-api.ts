/**
 * The wallet service's API as the frame calls it: same origin, JSON, the project and host
 * headers on every call, a bearer token where a session is needed. A refusal becomes a
 * `ServiceError` carrying the service's own message, which the kit maps to its alerts.
 */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export interface ServiceApi {
  get<T>(path: string, token?: string): Promise<T>;
  post<T>(path: string, body: unknown, token?: string): Promise<T>;
}

interface ServiceApiOptions {
  baseUrl: string;
  projectId: string;
  hostOrigin: string;
  fetch?: typeof fetch;
}

export function serviceApi(options: ServiceApiOptions): ServiceApi {
  const doFetch = options.fetch ?? fetch.bind(globalThis);
  async function call<T>(method: string, path: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = {
      'X-Wallet-Kit-Project': options.projectId,
      'X-Wallet-Kit-Host': options.hostOrigin,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await doFetch(new URL(path, options.baseUrl).toString(), {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = {};
    }
    if (!response.ok) {
      const message =
        typeof parsed.error === 'string' ? parsed.error : `HTTP status code: ${response.status}`;
      throw new ServiceError(message, response.status, parsed);
    }
    return parsed as T;
  }
  return {
    get: (path, token) => call('GET', path, undefined, token),
    post: (path, body, token) => call('POST', path, body, token),
  };
}
