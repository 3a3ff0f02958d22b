import type {} from 'altcha/types/react';
import { useCallback, useEffect, useState } from 'react';
import { useTexts } from '../texts';
import { CaptchaRetry } from './captcha-retry';
import type { CaptchaState, CaptchaWidgetProps } from './captcha-state';
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

/** A solve still running after this long offers a retry (a normal one takes about a second). */
export const altchaPatienceMs = 15_000;

type AltchaElement = HTMLElementTagNameMap['altcha-widget'];
type WidgetState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

interface StateChange {
  state: WidgetState;
  payload?: string | null;
}

/** The widget's last state change; `seq` counts them, so a new solve is told from an old one. */
interface WidgetStatus {
  state: WidgetState;
  payload: string | null;
  seq: number;
}

const captchaFailed: CaptchaState = { response: null, status: 'failed' };

/** What the form is told, from where the widget is. */
function captchaStateOf(
  state: WidgetState,
  payload: string | null,
  started: boolean,
): CaptchaState {
  if (state === 'verified' && payload) return { response: payload, status: 'verified' };
  if (state === 'error') return captchaFailed;
  return { response: null, status: started ? 'verifying' : 'waiting' };
}

/**
 * The ALTCHA proof-of-work widget. It solves as soon as the person has begun the form
 * (`started`), however early that was: the widget's own `auto="onfocus"` only sees focus
 * that comes after its code has loaded, which a fast typist or a browser's autofill beats.
 */
export function AltchaWidget({
  challengeUrl,
  onChange,
  resetKey,
  started,
}: CaptchaWidgetProps & { challengeUrl: string; started: boolean }) {
  const texts = useTexts().water.captcha;
  const [code, setCode] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [codeAttempt, setCodeAttempt] = useState(0);
  const [element, setElement] = useState<AltchaElement | null>(null);
  const [widget, setWidget] = useState<WidgetStatus>({
    state: 'unverified',
    payload: null,
    seq: 0,
  });
  const [slowSeq, setSlowSeq] = useState(-1);

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setCode('ready'),
      () => live && setCode('failed'),
    );
    return () => {
      live = false;
    };
  }, [codeAttempt]);

  // A callback ref: the element announces 'load' a tick after it is attached, before effects run.
  const attach = useCallback((node: AltchaElement | null) => {
    if (!node) return;
    const handleLoad = () => setElement(node);
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      setWidget((last) => ({ state, payload: payload ?? null, seq: last.seq + 1 }));
    };
    node.addEventListener('load', handleLoad);
    node.addEventListener('statechange', handleStateChange);
    return () => {
      node.removeEventListener('load', handleLoad);
      node.removeEventListener('statechange', handleStateChange);
      setElement(null);
    };
  }, []);

  // Solves once the person has begun, again after a reset (a used-up solution) or an expiry.
  useEffect(() => {
    if (!element || !started) return;
    if (widget.state === 'unverified' || widget.state === 'expired') void element.verify();
  }, [element, started, widget.state]);

  useEffect(() => {
    if (widget.state !== 'verifying') return;
    const timer = setTimeout(() => setSlowSeq(widget.seq), altchaPatienceMs);
    return () => clearTimeout(timer);
  }, [widget.state, widget.seq]);

  useEffect(() => {
    if (resetKey > 0) element?.reset();
  }, [resetKey, element]);

  const failed = code === 'failed';
  const { response, status } = failed
    ? captchaFailed
    : captchaStateOf(widget.state, widget.payload, started);
  useEffect(() => onChange({ response, status }), [onChange, response, status]);

  function handleRetry() {
    if (failed) {
      setCode('loading');
      setCodeAttempt((count) => count + 1);
    } else {
      void element?.verify();
    }
  }

  if (failed) return <CaptchaRetry message={texts.unavailable} onRetry={handleRetry} />;
  if (code === 'loading') return <Spinner label={texts.loading} />;
  const slow = widget.state === 'verifying' && slowSeq === widget.seq;
  const stuck = widget.state === 'error' || slow;
  return (
    <>
      <altcha-widget ref={attach} challenge={challengeUrl} language="fi" />
      {stuck && (
        <CaptchaRetry
          message={widget.state === 'error' ? texts.failed : texts.slow}
          onRetry={handleRetry}
        />
      )}
    </>
  );
}
