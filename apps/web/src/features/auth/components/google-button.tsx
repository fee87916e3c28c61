import { AUTH_MESSAGES } from '@medprep/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../../../lib/public-config';

/** Google Identity Services, whose credential is posted to /auth/google as idToken. */
const GOOGLE_GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let scriptPromise: Promise<void> | undefined;
function loadGoogleScript(): Promise<void> {
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_GSI_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(AUTH_MESSAGES.googleFailed));
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/** Google's sign-in button, shown only when the server has a client id configured. */
export function GoogleButton({ onCredential }: { onCredential: (idToken: string) => void }) {
  const { data } = usePublicConfig();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const clientId = data?.googleClientId;
  const callback = useRef(onCredential);
  callback.current = onCredential;

  useEffect(() => {
    if (!clientId || !ref.current) return;
    let cancelled = false;
    loadGoogleScript()
      .then(() => {
        if (cancelled || !window.google || !ref.current) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => response.credential && callback.current(response.credential),
        });
        window.google.accounts.id.renderButton(ref.current, { theme: 'outline', size: 'large', width: 320 });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="flex w-full items-center gap-3 text-xs text-slate-500">
        <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div ref={ref} data-testid="google-button" />
      {failed && <p className="text-sm text-red-700">{AUTH_MESSAGES.googleFailed}</p>}
    </div>
  );
}
