import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../texts';
import { CaptchaRetry } from './captcha-retry';
import { captchaNotStarted, type CaptchaWidgetProps } from './captcha-state';

interface Grecaptcha {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    onRecaptchaLoaded?: () => void;
  }
}

let recaptchaLoaded: Promise<Grecaptcha> | undefined;

/** Google's script, added once; it calls back when `grecaptcha` can render. */
function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaLoaded ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.onRecaptchaLoaded = () => resolve(window.grecaptcha!);
    const script = document.createElement('script');
    script.src =
      'https://www.google.com/recaptcha/api.js?render=explicit&hl=fi&onload=onRecaptchaLoaded';
    script.async = true;
    script.onerror = () => {
      script.remove();
      recaptchaLoaded = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return recaptchaLoaded;
}

/** Google reCAPTCHA v2 ('En ole robotti'), used when the server is configured for it. */
export function RecaptchaWidget({
  siteKey,
  onChange,
  resetKey,
}: CaptchaWidgetProps & { siteKey: string }) {
  const texts = useTexts();
  const container = useRef<HTMLDivElement>(null);
  const rendered = useRef<{ grecaptcha: Grecaptcha; id: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (!live || !container.current || rendered.current) return;
        const id = grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onChange({ response: token, status: 'verified' }),
          'expired-callback': () => onChange(captchaNotStarted),
          'error-callback': () => onChange({ response: null, status: 'failed' }),
        });
        rendered.current = { grecaptcha, id };
      },
      () => {
        if (!live) return;
        setFailed(true);
        onChange({ response: null, status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [siteKey, onChange, attempt]);

  useEffect(() => {
    if (resetKey === 0 || !rendered.current) return;
    rendered.current.grecaptcha.reset(rendered.current.id);
    onChange(captchaNotStarted);
  }, [resetKey, onChange]);

  function handleRetry() {
    setFailed(false);
    onChange(captchaNotStarted);
    setAttempt((count) => count + 1);
  }

  if (failed)
    return <CaptchaRetry message={texts.water.captcha.unavailable} onRetry={handleRetry} />;
  return <div ref={container} />;
}
