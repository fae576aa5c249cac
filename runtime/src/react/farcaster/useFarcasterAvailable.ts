import { useEffect, useState } from 'react';
import { allowedOriginsUrl } from '../../core/allowed-origin.js';
import { useWalletKit } from '../hooks/useWalletKit.js';

/** One look per service and project: the origins answer lists the logins the service runs. */
const answers = new Map<string, Promise<boolean>>();

function runsFarcaster(url: string): Promise<boolean> {
  let answer = answers.get(url);
  if (!answer) {
    answer = fetch(url)
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: { socials?: unknown } | undefined) =>
        Array.isArray(body?.socials) ? body.socials.includes('farcaster') : false,
      )
      .catch(() => false);
    answers.set(url, answer);
  }
  return answer;
}

/** Whether the wallet service runs Sign In With Farcaster (false until it said so). */
export function useFarcasterAvailable(): boolean {
  const kit = useWalletKit();
  const base = kit.config.endpoints.embeddedWalletUrl;
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!base) return;
    let live = true;
    void runsFarcaster(allowedOriginsUrl(base, kit.config.projectId)).then((runs) => {
      if (live) setAvailable(runs);
    });
    return () => {
      live = false;
    };
  }, [base, kit.config.projectId]);
  return available;
}
