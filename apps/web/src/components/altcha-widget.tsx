import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../texts';
import { FormAlert } from './form-alert';
import { Spinner } from './spinner';

let altchaLoaded: Promise<void> | undefined;

/**
 * Loads the widget on first use: the CSP-friendly build (styles and workers as files of their
 * own, no blob: workers), its Finnish texts and the one algorithm our server uses.
 */
function loadAltcha(): Promise<void> {
  altchaLoaded ??= (async () => {
    await import('altcha/external');
    await Promise.all([import('altcha/i18n/fi'), import('altcha/altcha.css')]);
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })();
  altchaLoaded.catch(() => (altchaLoaded = undefined));
  return altchaLoaded;
}

interface StateChange {
  state: string;
  payload?: string;
}

export interface CaptchaWidgetProps {
  /** The response to send as `g_recaptcha_response`, or null while there is none. */
  onChange: (response: string | null) => void;
  /** A change asks for a new solution (the last one was used up by a submission). */
  resetKey: number;
}

/** The ALTCHA proof-of-work widget; it starts working when the user enters the form. */
export function AltchaWidget({
  challengeUrl,
  onChange,
  resetKey,
}: CaptchaWidgetProps & { challengeUrl: string }) {
  const texts = useTexts();
  const widget = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setStatus('ready'),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      onChange(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', handleStateChange);
    return () => element.removeEventListener('statechange', handleStateChange);
  }, [status, onChange]);

  useEffect(() => {
    if (resetKey === 0) return;
    widget.current?.reset();
    onChange(null);
  }, [resetKey, onChange]);

  if (status === 'failed') return <FormAlert>{texts.water.captcha.unavailable}</FormAlert>;
  if (status === 'loading') return <Spinner label={texts.water.captcha.loading} />;
  return <altcha-widget ref={widget} challenge={challengeUrl} auto="onfocus" language="fi" />;
}
