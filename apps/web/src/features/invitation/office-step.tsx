import { invitationErrorCodes } from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { usePortalConfig } from '../../api/configuration';
import { registerManagerCompany } from '../../api/invitation';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../texts';
import {
  officeFormSchema,
  userOf,
  type OfficeForm,
  type OfficeFormValues,
  type PersonForm,
} from './manager-company-forms';
import { failureText, refusalOf, type Refusal } from './registration-answers';
import { fieldErrorsOf } from './server-fields';

const officeFields = ['name', 'businessId', 'street', 'postalCode', 'postOffice'] as const;

/**
 * Step 1: the office. 'Rekisteröidy' creates the office and its main user in one go; 'Takaisin'
 * returns to step 0 with everything typed here kept.
 */
export function OfficeStep({
  token,
  person,
  defaults,
  onRegistered,
  onRefused,
  onBack,
}: {
  token: string;
  person: PersonForm;
  defaults: OfficeFormValues;
  onRegistered: () => void;
  onRefused: (refusal: Refusal) => void;
  onBack: (office: OfficeFormValues) => void;
}) {
  const texts = useTexts();
  const form = texts.invitation.managerCompany;
  const { customerServiceEmail } = usePortalConfig();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  const { register, handleSubmit, formState, setError, getValues } = useForm({
    resolver: zodResolver(officeFormSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: defaults,
  });
  const { errors, isValid } = formState;
  const field = (name: (typeof officeFields)[number]) => ({
    errors: fieldErrors(errors[name]),
    required: true,
    ...register(name),
  });

  async function handleRegister(office: OfficeForm) {
    setBusy(true);
    setFailure(null);
    const result = await registerManagerCompany({
      token,
      user: userOf(person),
      company: office,
      termsAccepted: true,
      dataProtectionPlanAccepted: true,
    });
    setBusy(false);
    if (result.ok) {
      onRegistered();
      return;
    }
    const refusal = refusalOf(result);
    if (refusal) {
      onRefused(refusal);
      return;
    }
    if (result.reason === 'http' && result.error?.error === invitationErrorCodes.officeExists) {
      setFailure(
        <>
          {form.officeExists} <a href={`mailto:${customerServiceEmail}`}>{customerServiceEmail}</a>
        </>,
      );
      return;
    }
    for (const [name, message] of fieldErrorsOf(result.error?.fields, 'company', officeFields)) {
      setError(name, { type: 'server', message });
    }
    setFailure(failureText(result, texts));
  }

  return (
    <section aria-labelledby="office-step-heading">
      <h2 id="office-step-heading">{form.stepNames[1]}</h2>
      <p>{form.companyIntro}</p>
      <form
        className="form"
        noValidate
        onSubmit={handleSubmit((office) => void handleRegister(office))}
      >
        <TextField label={form.companyName} autoComplete="organization" {...field('name')} />
        <TextField label={form.businessId} hint={form.businessIdHint} {...field('businessId')} />
        <TextField label={form.street} autoComplete="street-address" {...field('street')} />
        <TextField
          label={form.postalCode}
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('postalCode')}
        />
        <TextField label={form.postOffice} autoComplete="address-level2" {...field('postOffice')} />
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={!isValid || busy}>
            {busy ? form.sending : form.submit}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => onBack(getValues())}
          >
            {form.back}
          </button>
        </div>
      </form>
    </section>
  );
}
