import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useCaptchaConfigQuery } from '../api/captcha';
import { useTexts } from '../texts';
import { CaptchaRetry } from './captcha-retry';
import type { CaptchaState, CaptchaWidgetProps } from './captcha-state';
import { Spinner } from './spinner';
import './captcha.css';

// Code-split: only the anonymous forms need a captcha, and only one of the two kinds.
const AltchaWidget = lazy(async () => ({
  default: (await import('./altcha-widget')).AltchaWidget,
}));
const RecaptchaWidget = lazy(async () => ({
  default: (await import('./recaptcha-widget')).RecaptchaWidget,
}));

// Whatever a person does first in a form: focus (keyboard or pointer), typing, paste, autofill.
const beginnings = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const;

/**
 * Whether the person has begun the form around `inside`. Listened for from the form's first
 * render, long before the captcha's own code has arrived, so nothing done early is lost.
 */
function useFormBegun(inside: RefObject<HTMLElement | null>): boolean {
  const [begun, setBegun] = useState(false);
  useEffect(() => {
    const form = inside.current?.closest('form');
    if (!form || begun) return;
    const handleBegin = () => setBegun(true);
    for (const type of beginnings) form.addEventListener(type, handleBegin, { capture: true });
    // A field focused before this effect ran (autofocus, a very fast person) counts too.
    if (form.contains(document.activeElement)) queueMicrotask(handleBegin);
    return () => {
      for (const type of beginnings) form.removeEventListener(type, handleBegin, { capture: true });
    };
  }, [inside, begun]);
  return begun;
}

/**
 * The captcha of an anonymous form, whichever the server checks: ALTCHA by default, Google
 * reCAPTCHA when configured. Reports its response and status through `onChange`: 'verifying'
 * from the moment the person begins the form, even while the widget itself is still loading.
 */
export function Captcha({ onChange, resetKey }: CaptchaWidgetProps) {
  const texts = useTexts().water.captcha;
  const box = useRef<HTMLFieldSetElement>(null);
  const begun = useFormBegun(box);
  const config = useCaptchaConfigQuery();
  const [widgetState, setWidgetState] = useState<CaptchaState | null>(null);
  const provider = config.data?.provider;

  const selfSolving = provider !== 'recaptcha';
  const early: CaptchaState['status'] = begun && selfSolving ? 'verifying' : 'waiting';
  const response = widgetState?.response ?? null;
  const status = config.isError ? 'failed' : (widgetState?.status ?? early);
  useEffect(() => onChange({ response, status }), [onChange, response, status]);

  const loading = <Spinner label={texts.loading} />;
  let widget;
  if (config.isPending) widget = loading;
  else if (config.isError) {
    widget = <CaptchaRetry message={texts.unavailable} onRetry={() => void config.refetch()} />;
  } else if (config.data.provider === 'altcha') {
    widget = (
      <AltchaWidget
        challengeUrl={config.data.challengeUrl}
        onChange={setWidgetState}
        resetKey={resetKey}
        started={begun}
      />
    );
  } else {
    widget = (
      <RecaptchaWidget
        siteKey={config.data.siteKey}
        onChange={setWidgetState}
        resetKey={resetKey}
      />
    );
  }
  return (
    <fieldset ref={box} className="captcha">
      <legend className="field__label">{texts.label}</legend>
      <Suspense fallback={loading}>{widget}</Suspense>
    </fieldset>
  );
}
