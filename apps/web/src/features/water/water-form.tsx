import {
  helsinkiDay,
  toWaterReadingRequest,
  waterReadingFormSchema,
  type ParsedWaterReadingForm,
  type WaterReadingForm as Form,
  type WaterReadingRequest,
} from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { submitWaterReading } from '../../api/water';
import { Captcha } from '../../components/captcha';
import { captchaNotStarted, type CaptchaState } from '../../components/captcha-state';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../texts';
import { noMeters, usePointMeters } from './use-point-meters';
import type { OwnWaterPoint } from './use-own-water-points';
import { waterFailureOf } from './water-failure';

/** Today in Helsinki by the browser's clock. */
const browserToday = () => helsinkiDay(new Date());
const formSchema = waterReadingFormSchema(browserToday);

/** How a submission ended well: stored, with the copy sent, queued, failed or not asked for. */
export interface WaterSubmission {
  request: WaterReadingRequest;
  copy: 'sent' | 'queued' | 'none' | 'failed';
}

// Server field names that differ from the form's.
const formFieldOf: Record<string, keyof Form | undefined> = {
  measurementPointId: 'measurementPointId',
  meterId: 'meterId',
  consumption: 'reading',
  date: 'date',
  email: 'email',
};

interface WaterReadingFormProps {
  /** The logged-in user's water points; empty: the point number is typed. */
  ownPoints: readonly OwnWaterPoint[];
  loggedIn: boolean;
  /** Prefilled e-mail address (the logged-in user's). */
  email: string;
  /** A point number from the address (/vesilukema/:type). */
  initialPoint: string | undefined;
  onSubmitted: (submission: WaterSubmission) => void;
}

/**
 * The reading form. Logged-in users choose among their own water points and meters; anonymous
 * users type the point number, pick its meter from the server's list and solve the captcha.
 */
export function WaterReadingForm({
  ownPoints,
  loggedIn,
  email,
  initialPoint,
  onSubmitted,
}: WaterReadingFormProps) {
  const texts = useTexts();
  const choosesOwnPoint = ownPoints.length > 0;
  const firstPoint =
    ownPoints.find((point) => point.identifier === initialPoint) ?? ownPoints[0] ?? null;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaState>(captchaNotStarted);
  const [captchaResets, setCaptchaResets] = useState(0);
  const { control, register, handleSubmit, formState, setError, setValue, trigger, getFieldState } =
    useForm({
      resolver: zodResolver(formSchema),
      mode: 'onTouched',
      criteriaMode: 'all',
      defaultValues: {
        measurementPointId: firstPoint?.identifier ?? initialPoint ?? '',
        meterId: firstPoint?.deviceCodes[0] ?? '',
        reading: '',
        date: browserToday(),
        email,
        sendCopy: false,
      },
    });
  const { errors, isValid } = formState;
  const [pointNumber, meterId] = useWatch({ control, name: ['measurementPointId', 'meterId'] });
  const lookup = usePointMeters(pointNumber, !choosesOwnPoint);
  const meterIds = useMemo(
    () =>
      choosesOwnPoint
        ? (ownPoints.find((point) => point.identifier === pointNumber)?.deviceCodes ?? noMeters)
        : lookup.meterIds,
    [choosesOwnPoint, ownPoints, pointNumber, lookup.meterIds],
  );

  // A meter of another point is never kept; a point with one meter has it chosen at once.
  useEffect(() => {
    if (meterIds.includes(meterId)) return;
    const only = meterIds.length === 1 ? meterIds[0]! : '';
    if (only === meterId) return;
    setValue('meterId', only, {
      shouldValidate: only !== '' || getFieldState('meterId').isTouched,
    });
  }, [meterIds, meterId, setValue, getFieldState]);

  async function handleSend(form: ParsedWaterReadingForm) {
    setBusy(true);
    setFailure(null);
    const request = toWaterReadingRequest(
      form,
      loggedIn ? undefined : (captcha.response ?? undefined),
    );
    const result = await submitWaterReading(request, loggedIn);
    setBusy(false);
    if (result.ok) {
      onSubmitted({ request, copy: result.data.copy });
      return;
    }
    const outcome = waterFailureOf(result, texts);
    if (outcome.kind === 'stored-without-copy') {
      onSubmitted({ request, copy: 'failed' });
      return;
    }
    for (const [name, messages] of Object.entries(result.error?.fields ?? {})) {
      const field = formFieldOf[name];
      if (field) setError(field, { type: 'server', message: messages.join(' ') });
    }
    // A verified solution is used up even when the reading was then refused.
    if (!loggedIn) setCaptchaResets((count) => count + 1);
    setFailure(outcome.text);
  }

  const field = (name: keyof Form) => ({ errors: fieldErrors(errors[name]), ...register(name) });
  const canSend = isValid && !busy && (loggedIn || captcha.response !== null);
  const waitsForCaptcha = isValid && !loggedIn && captcha.status === 'verifying';

  return (
    <form className="form" noValidate onSubmit={handleSubmit((form) => void handleSend(form))}>
      {choosesOwnPoint ? (
        <SelectField
          label={texts.water.pointChoiceLabel}
          options={ownPoints.map((point) => ({
            value: point.identifier,
            label: `${point.identifier} – ${point.address}`,
          }))}
          value={pointNumber}
          {...field('measurementPointId')}
        />
      ) : (
        <TextField
          label={texts.water.pointLabel}
          inputMode="numeric"
          autoComplete="off"
          required
          {...field('measurementPointId')}
        />
      )}
      <SelectField
        label={texts.water.meterLabel}
        placeholder={texts.water.meterChoose}
        options={meterIds.map((id) => ({ value: id, label: id }))}
        hint={lookup.failed ? undefined : (lookup.status ?? undefined)}
        hintLive
        disabled={meterIds.length === 0}
        required
        // Controlled: the choice follows the point (the effect above), not only the user.
        value={meterId}
        {...field('meterId')}
      />
      {lookup.failed && <FormAlert>{lookup.status}</FormAlert>}
      <TextField
        label={texts.water.readingLabel}
        hint={texts.water.readingHint}
        inputMode="numeric"
        autoComplete="off"
        required
        {...field('reading')}
      />
      <TextField
        label={texts.water.dateLabel}
        type="date"
        max={browserToday()}
        required
        {...field('date')}
      />
      <TextField
        label={texts.water.emailLabel}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <label className="checkbox">
        {/* The copy rule's message sits on the e-mail field: re-check it at every tick. */}
        <input
          type="checkbox"
          {...register('sendCopy', { onChange: () => void trigger('email') })}
        />
        <span>{texts.water.sendCopyLabel}</span>
      </label>
      {!loggedIn && <Captcha onChange={setCaptcha} resetKey={captchaResets} />}
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={!canSend}>
          {busy
            ? texts.water.sending
            : waitsForCaptcha
              ? texts.water.captcha.verifying
              : texts.water.submit}
        </button>
      </div>
    </form>
  );
}
