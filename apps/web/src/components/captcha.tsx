import { lazy, Suspense } from 'react';
import { useCaptchaConfigQuery } from '../api/captcha';
import { useTexts } from '../texts';
import type { CaptchaWidgetProps } from './altcha-widget';
import { FormAlert } from './form-alert';
import { Spinner } from './spinner';
import './captcha.css';

// Code-split: only the anonymous forms need a captcha, and only one of the two kinds.
const AltchaWidget = lazy(async () => ({
  default: (await import('./altcha-widget')).AltchaWidget,
}));
const RecaptchaWidget = lazy(async () => ({
  default: (await import('./recaptcha-widget')).RecaptchaWidget,
}));

/**
 * The captcha of an anonymous form, whichever the server checks: ALTCHA by default, Google
 * reCAPTCHA when configured. Reports its response (or null) through `onChange`.
 */
export function Captcha(props: CaptchaWidgetProps) {
  const texts = useTexts();
  const config = useCaptchaConfigQuery();
  const loading = <Spinner label={texts.water.captcha.loading} />;

  let widget;
  if (config.isPending) widget = loading;
  else if (config.isError) widget = <FormAlert>{texts.water.captcha.unavailable}</FormAlert>;
  else if (config.data.provider === 'altcha') {
    widget = <AltchaWidget challengeUrl={config.data.challengeUrl} {...props} />;
  } else {
    widget = <RecaptchaWidget siteKey={config.data.siteKey} {...props} />;
  }
  return (
    <fieldset className="captcha">
      <legend className="field__label">{texts.water.captcha.label}</legend>
      <Suspense fallback={loading}>{widget}</Suspense>
    </fieldset>
  );
}
