import { useEffect, useState } from 'react';

export const STRIPE_SCRIPT_URL = 'https://js.stripe.com/v3';

type ScriptState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Loads Stripe's browser script once, only when a publishable key is configured (the checkout page
 * is its only user). A failed load does not block checkout: the redirect to Stripe still works.
 */
export function useStripeScript(publishableKey: string | null | undefined): ScriptState {
  const [state, setState] = useState<ScriptState>(() => {
    if (!publishableKey) return 'idle';
    return document.querySelector(`script[src="${STRIPE_SCRIPT_URL}"][data-loaded="true"]`)
      ? 'ready'
      : 'loading';
  });

  useEffect(() => {
    if (!publishableKey) {
      setState('idle');
      return;
    }
    let script = document.querySelector<HTMLScriptElement>(`script[src="${STRIPE_SCRIPT_URL}"]`);
    if (script?.dataset.loaded === 'true') {
      setState('ready');
      return;
    }
    setState('loading');
    if (!script) {
      script = document.createElement('script');
      script.src = STRIPE_SCRIPT_URL;
      script.async = true;
      document.head.appendChild(script);
    }
    const el = script;
    const onLoad = () => {
      el.dataset.loaded = 'true';
      setState('ready');
    };
    const onError = () => setState('failed');
    el.addEventListener('load', onLoad);
    el.addEventListener('error', onError);
    return () => {
      el.removeEventListener('load', onLoad);
      el.removeEventListener('error', onError);
    };
  }, [publishableKey]);

  return state;
}
