import { alertPaths, formatNumber, type AlertUnsubscribeAnswer } from '@energiaportaali/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { unsubscribeAlert } from '../../api/alerts';
import type { ApiResult } from '../../api/client';
import { FormAlert } from '../../components/form-alert';
import { useTexts } from '../../texts';
import { failureText } from './failure-text';
import './alerts.css';

/**
 * /ilmoitukset/peru?token=…: the unsubscribe link of an alert e-mail, without logging in. The
 * alert stops only when the button is pressed: mail scanners that open links change nothing.
 */
export function Component() {
  const texts = useTexts().alerts;
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ApiResult<AlertUnsubscribeAnswer> | null>(null);

  async function handleUnsubscribe() {
    setSending(true);
    try {
      setResult(await unsubscribeAlert(token));
    } finally {
      setSending(false);
    }
  }

  let content;
  if (token === '') {
    content = <FormAlert>{texts.unsubscribe.missingToken}</FormAlert>;
  } else if (result?.ok) {
    const { kind, threshold, unit } = result.data;
    const description = texts.describe(
      texts.kinds[kind],
      formatNumber(threshold, Number.isInteger(threshold) ? 0 : 2),
      unit,
    );
    content = (
      <p role="status" className="alerts__done">
        {texts.unsubscribe.done(description)}
      </p>
    );
  } else {
    content = (
      <>
        <p>{texts.unsubscribe.intro}</p>
        {result && (
          <FormAlert>
            {result.reason === 'http' && result.status !== 429 && result.error
              ? result.error.message
              : failureText(result, texts)}
          </FormAlert>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={sending}
          onClick={() => void handleUnsubscribe()}
        >
          {sending ? texts.unsubscribe.sending : texts.unsubscribe.button}
        </button>
      </>
    );
  }
  return (
    <div className="container page alerts">
      <h1>{texts.unsubscribe.title}</h1>
      {content}
      <p>
        <Link to={alertPaths.alerts}>{texts.unsubscribe.toAlerts}</Link>
      </p>
    </div>
  );
}
