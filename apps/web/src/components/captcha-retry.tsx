import { useTexts } from '../texts';

/** Why the captcha stopped, and a button that tries again; announced when it appears. */
export function CaptchaRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const texts = useTexts().water.captcha;
  return (
    <div className="captcha__retry form-alert" role="alert">
      <span>{message}</span>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {texts.retry}
      </button>
    </div>
  );
}
