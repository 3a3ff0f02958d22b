import {
  alertKinds,
  alertUnit,
  newAlertSchema,
  type AlertKind,
  type NewAlert,
} from '@energiaportaali/domain';
import { useId, useState, type FormEvent } from 'react';
import { useCreateAlert } from '../../api/alerts';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../texts';
import { failureText, parseThreshold } from './failure-text';
import type { AlertPoint } from './use-alert-points';

type Fields = Partial<Record<'kind' | 'meteringPointId' | 'threshold', string[]>>;

/** Adds an alert: its kind, the point (consumption and forecast) and the threshold. */
export function AlertForm({ points }: { points: readonly AlertPoint[] }) {
  const texts = useTexts().alerts;
  const headingId = useId();
  const create = useCreateAlert();
  const [kind, setKind] = useState<AlertKind | ''>('');
  const [pointId, setPointId] = useState('');
  const [threshold, setThreshold] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const [added, setAdded] = useState(false);

  const point = points.find((candidate) => candidate.identifier === pointId);
  const needsPoint = kind === 'consumption' || kind === 'forecast';
  const unit = kind === '' ? null : alertUnit(kind, needsPoint ? (point?.unit ?? null) : null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setAdded(false);
    const value = parseThreshold(threshold);
    const request = {
      kind: kind === '' ? undefined : kind,
      threshold: value ?? undefined,
      ...(needsPoint && pointId !== '' ? { meteringPointId: pointId } : {}),
      ...(needsPoint && point?.companyId ? { companyId: point.companyId } : {}),
    };
    const parsed = newAlertSchema.safeParse(request);
    if (!parsed.success || value === null) {
      const next: Fields = {};
      for (const issue of parsed.error?.issues ?? []) {
        const name = issue.path[0] as keyof Fields;
        next[name] = [...(next[name] ?? []), issue.message];
      }
      if (value === null && threshold.trim() !== '') next.threshold = [texts.thresholdNotNumber];
      setFields(next);
      return;
    }
    setFields({});
    create.mutate(parsed.data as NewAlert, {
      onSuccess: (result) => {
        if (result.ok) {
          setAdded(true);
          setThreshold('');
          return;
        }
        setFields((result.error?.fields ?? {}) as Fields);
      },
    });
  }

  const failed = create.isError || (create.data?.ok === false && !create.data.error?.fields);
  return (
    <section aria-labelledby={headingId} className="alerts__add">
      <h2 id={headingId}>{texts.addHeading}</h2>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <SelectField
          label={texts.kindLabel}
          hint={kind === '' ? undefined : texts.kindHints[kind]}
          hintLive
          placeholder={texts.kindChoose}
          options={alertKinds.map((value) => ({ value, label: texts.kinds[value] }))}
          value={kind}
          errors={fields.kind}
          onChange={(event) => setKind(event.target.value as AlertKind | '')}
        />
        {needsPoint &&
          (points.length === 0 ? (
            <p>{texts.noPoints}</p>
          ) : (
            <SelectField
              label={texts.pointLabel}
              placeholder={texts.pointChoose}
              options={points.map((candidate) => ({
                value: candidate.identifier,
                label: `${candidate.address} (${candidate.identifier})`,
              }))}
              value={pointId}
              errors={fields.meteringPointId}
              onChange={(event) => setPointId(event.target.value)}
            />
          ))}
        <TextField
          label={texts.thresholdLabel(unit ?? '–')}
          hint={texts.thresholdHint}
          inputMode="decimal"
          autoComplete="off"
          value={threshold}
          errors={fields.threshold}
          onChange={(event) => setThreshold(event.target.value)}
        />
        {failed && <FormAlert>{failureText(create.data, texts)}</FormAlert>}
        {added && <p role="status">{texts.added}</p>}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending ? texts.adding : texts.add}
          </button>
        </div>
      </form>
    </section>
  );
}
