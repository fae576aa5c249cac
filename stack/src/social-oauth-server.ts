/**
 * A loopback OAuth 2.0 server speaking the documented endpoints of GitHub, Discord, X or Facebook, for tests
 * of the providers that are not OpenID Connect: an authorization page with a login form and a
 * Cancel button, the token endpoint (client secret, redirect URI and PKCE verifier checked, each
 * code used once) and the user API answering for the access token's person.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OAuthFlavour = 'github' | 'discord' | 'x' | 'facebook';

const PATHS: Record<OAuthFlavour, { authorize: string; token: string; user: string }> = {
  github: {
    authorize: '/login/oauth/authorize',
    token: '/login/oauth/access_token',
    user: '/user',
  },
  discord: { authorize: '/oauth2/authorize', token: '/api/oauth2/token', user: '/api/users/@me' },
  x: { authorize: '/i/oauth2/authorize', token: '/2/oauth2/token', user: '/2/users/me' },
  facebook: { authorize: '/v19.0/dialog/oauth', token: '/v19.0/oauth/access_token', user: '/me' },
};

/** The person as each provider's user API writes them. */
function userBody(flavour: OAuthFlavour, login: string): unknown {
  const id = idOf(login);
  switch (flavour) {
    case 'github':
      return { id: Number(id), login, name: login };
    case 'discord':
      return { id, username: login, global_name: login };
    case 'x':
      return { data: { id, username: login, name: login } };
    case 'facebook':
      return { id, name: login };
  }
}

/** The client id and secret of a token request: HTTP Basic (X) or the form body (the others). */
function clientOf(req: IncomingMessage, form: URLSearchParams): { id: string; secret: string } {
  const basic = /^Basic (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, 'base64').toString().split(':');
    return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

export interface LocalOAuthServer {
  /** Both the base URL and the API URL of the provider. */
  url: string;
  stop(): Promise<void>;
}

interface Grant {
  login: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An id stable per login name (GitHub writes it as a number, the others as a string). */
function idOf(login: string): string {
  return String(BigInt(`0x${createHash('sha256').update(login).digest('hex').slice(0, 12)}`));
}

export async function startOAuthServer(options: {
  flavour: OAuthFlavour;
  clientId: string;
  clientSecret: string;
}): Promise<LocalOAuthServer> {
  const paths = PATHS[options.flavour];
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, string>();

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === paths.authorize && req.method === 'GET') {
      const query = url.searchParams;
      if (query.get('client_id') !== options.clientId)
        return json(res, 400, { error: 'bad client' });
      const hidden = ['redirect_uri', 'state', 'code_challenge']
        .map(
          (name) => `<input type="hidden" name="${name}" value="${escape(query.get(name) ?? '')}">`,
        )
        .join('');
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(
        `<!doctype html><title>Log in</title><form method="post" action="${paths.authorize}">${hidden}` +
          `<input name="login" placeholder="login" required><button type="submit" name="decision" value="allow">Authorize</button>` +
          `<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></form>`,
      );
      return;
    }
    if (url.pathname === paths.authorize && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const back = new URL(form.get('redirect_uri') ?? '');
      back.searchParams.set('state', form.get('state') ?? '');
      if (form.get('decision') === 'deny') {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          login: form.get('login') ?? 'visitor',
          clientId: options.clientId,
          redirectUri: form.get('redirect_uri') ?? '',
          codeChallenge: form.get('code_challenge') ?? '',
        });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { Location: back.href });
      res.end();
      return;
    }
    if (url.pathname === paths.token && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const client = clientOf(req, form);
      if (
        !grant ||
        client.id !== options.clientId ||
        client.secret !== options.clientSecret ||
        form.get('redirect_uri') !== grant.redirectUri ||
        challenge !== grant.codeChallenge
      ) {
        return json(res, 400, { error: 'invalid_grant' });
      }
      const token = randomBytes(16).toString('hex');
      tokens.set(token, grant.login);
      return json(res, 200, { access_token: token, token_type: 'bearer', scope: '' });
    }
    if (url.pathname === paths.user && req.method === 'GET') {
      const token = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const login = tokens.get(token);
      if (!login) return json(res, 401, { message: 'Bad credentials' });
      return json(res, 200, userBody(options.flavour, login));
    }
    json(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * What a visitor does on the authorization page, without a browser: submits the login form as
 * `login` (or presses Cancel). Answers the URL the server sends the visitor back to.
 */
export async function submitAuthorization(uri: string, login: string | 'cancel'): Promise<string> {
  const page = await (await fetch(uri)).text();
  const fields = Object.fromEntries(
    [...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((match) => [
      match[1]!,
      match[2]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    ]),
  );
  const response = await fetch(uri, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...fields,
      login: login === 'cancel' ? '' : login,
      decision: login === 'cancel' ? 'deny' : 'allow',
    }).toString(),
  });
  return new URL(response.headers.get('location')!, uri).href;
}
