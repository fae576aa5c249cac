/**
 * The first page of a social login's popup, on the service's own origin. It asks the wallet
 * frame of the page that opened the popup (only frames of this origin hear it) for the login's
 * secret, proves it to the service, which then sets a cookie in this browser and answers the
 * provider's authorization URL; the page goes there. A popup opened by anyone else (a link in
 * a message, another site) has no frame holding the secret, so it never reaches the provider
 * bound, and the provider's callback is refused in that browser.
 */
import { createHash } from 'node:crypto';
import { SOCIAL_CHANNEL } from './social-callback-page.js';

const BEGIN_NOT_HERE =
  'This login was not started in this window. Close it and start the login again from the app.';
const BEGIN_FAILED = 'This login cannot go on. Close this window and try again.';

const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function socialBeginPage(state: string): { html: string; csp: string } {
  const script =
    `(function(){var state=${scriptJson(state)},channel=${scriptJson(SOCIAL_CHANNEL)},` +
    `origin=location.origin,done=false,tries=0;` +
    `function say(t){document.getElementById('m').textContent=t;}` +
    `window.addEventListener('message',function(e){var d=e.data;` +
    `if(done||e.origin!==origin||!d||d.channel!==channel||d.type!=='binding'||d.state!==state||typeof d.secret!=='string')return;` +
    `done=true;fetch('/v1/social/bind',{method:'POST',credentials:'same-origin',headers:{'Content-Type':'application/json'},` +
    `body:JSON.stringify({state:state,secret:d.secret})}).then(function(r){return r.json().then(function(b){` +
    `if(!r.ok||typeof b.uri!=='string')throw new Error();location.replace(b.uri);});})` +
    `.catch(function(){say(${scriptJson(BEGIN_FAILED)});});});` +
    `function ask(){if(done)return;var o=window.opener;if(!o||++tries>40){say(${scriptJson(BEGIN_NOT_HERE)});return;}` +
    `var n=0;try{n=o.frames.length;}catch(e){}for(var i=0;i<n;i++){try{o.frames[i].postMessage(` +
    `{channel:channel,type:'bind',state:state},origin);}catch(e){}}setTimeout(ask,250);}ask();})();`;
  const hash = createHash('sha256').update(script).digest('base64');
  const csp =
    `default-src 'none'; script-src 'sha256-${hash}'; connect-src 'self'; ` +
    `frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>Signing in</title></head><body><p id="m">Signing in…</p>` +
    `<script>${script}</script></body></html>`;
  return { html, csp };
}
