import { formatNumber, type Alert } from '@energiaportaali/domain';
import { useState, type FormEvent } from 'react';
import { useDeleteAlert, useUpdateAlert } from '../../api/alerts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../texts';
import { failureText, parseThreshold } from './failure-text';

// Up to three decimals, without trailing zeros: 12,5 and 30.
function shown(value: number): string {
  const text = formatNumber(value, Number.isInteger(value) ? 0 : 3);
  return text.includes(',') ? text.replace(/0+$/, '').replace(/,$/, '') : text;
}

/** How an alert reads in the list and the dialogs: 'Eilinen kulutus yli 30 kWh'. */
export function useDescribe() {
  const texts = useTexts().alerts;
  return (alert: Pick<Alert, 'kind' | 'threshold' | 'unit'>) =>
    texts.describe(texts.kinds[alert.kind], shown(alert.threshold), alert.unit);
}

function AlertRow({ alert }: { alert: Alert }) {
  const texts = useTexts().alerts;
  const describe = useDescribe();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const [threshold, setThreshold] = useState(shown(alert.threshold).replace(/\s/g, ''));
  const [thresholdErrors, setThresholdErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);

  function handleSave(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const value = parseThreshold(threshold);
    if (value === null) {
      setThresholdErrors([texts.thresholdNotNumber]);
      return;
    }
    setThresholdErrors([]);
    update.mutate(
      { id: alert.id, change: { threshold: value } },
      {
        onSuccess: (result) => {
          if (result.ok) setSaved(true);
          else setThresholdErrors(result.error?.fields?.threshold ?? []);
        },
      },
    );
  }

  const updateFailed = update.isError || (update.data?.ok === false && !update.data.error?.fields);
  const removeFailed = remove.isError || remove.data?.ok === false;
  const where =
    alert.meteringPointId === null
      ? texts.priceArea
      : `${alert.address} (${alert.meteringPointId})`;
  return (
    <li className={alert.active ? 'alerts__item' : 'alerts__item alerts__item--off'}>
      <h3 className="alerts__item-title">{describe(alert)}</h3>
      <p className="alerts__item-where">{where}</p>
      <p className="alerts__item-status">{alert.active ? texts.status.on : texts.status.off}</p>
      <form className="alerts__threshold" noValidate onSubmit={handleSave}>
        <TextField
          label={texts.thresholdLabel(alert.unit)}
          inputMode="decimal"
          autoComplete="off"
          value={threshold}
          errors={thresholdErrors}
          onChange={(event) => setThreshold(event.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={update.isPending}>
          {update.isPending ? texts.saving : texts.save}
        </button>
      </form>
      {saved && <p role="status">{texts.saved}</p>}
      {updateFailed && <FormAlert>{failureText(update.data, texts)}</FormAlert>}
      <div className="alerts__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: alert.id, change: { active: !alert.active } })}
        >
          {alert.active ? texts.turnOff : texts.turnOn}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setConfirming(true)}
        >
          {texts.remove}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={texts.removeTitle}
          confirmLabel={texts.remove}
          busyLabel={texts.removing}
          cancelLabel={texts.cancel}
          busy={remove.isPending}
          error={removeFailed ? failureText(remove.data, texts) : null}
          onConfirm={() =>
            remove.mutate(alert.id, { onSuccess: (result) => result.ok && setConfirming(false) })
          }
          onClose={() => setConfirming(false)}
        >
          <p>{texts.removeBody(describe(alert))}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/** The user's alerts, each with its threshold, on/off and delete. */
export function AlertList({ alerts }: { alerts: readonly Alert[] }) {
  const texts = useTexts().alerts;
  if (alerts.length === 0) return <p>{texts.empty}</p>;
  return (
    <ul className="alerts__list">
      {alerts.map((alert) => (
        <AlertRow key={alert.id} alert={alert} />
      ))}
    </ul>
  );
}
