import { invitationPaths, type InvitationInfo } from '@energiaportaali/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { checkManagerCompanyUser } from '../../api/invitation';
import { CheckboxField } from '../../components/checkbox-field';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { PasswordStrengthStatus, usePasswordStrength } from '../../components/password-strength';
import { TextField } from '../../components/text-field';
import { TermsDocuments } from '../../components/terms-acceptance';
import { storeTermsAccepted } from '../../lib/terms-storage';
import { useTexts } from '../../texts';
import {
  personFormResolver,
  userOf,
  type PersonForm,
  type PersonFormValues,
} from './manager-company-forms';
import { failureText, refusalOf, type Refusal } from './registration-answers';
import { useInvitedEmailCheck } from './invited-email-check';
import { fieldErrorsOf } from './server-fields';
import './invitation.css';

const personFields = [
  'firstName',
  'lastName',
  'phone',
  'password',
  'password2',
  'termsAccepted',
  'dataProtectionPlanAccepted',
] as const;

/**
 * Step 0: the main user's own details, the invited e-mail shown read-only, the password and the
 * terms. The invited address is checked when its field is left; the server checks the rest
 * against the link before step 1 (it writes nothing yet).
 */
export function PersonStep({
  token,
  invitation,
  defaults,
  onDone,
  onRefused,
}: {
  token: string;
  invitation: InvitationInfo;
  defaults: PersonFormValues;
  onDone: (person: PersonForm) => void;
  onRefused: (refusal: Refusal) => void;
}) {
  const texts = useTexts();
  const form = texts.invitation.managerCompany;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const strength = usePasswordStrength(personFormResolver(invitation.email));
  const emailCheck = useInvitedEmailCheck(token, invitation.email);
  const { register, handleSubmit, formState, setError, trigger } = useForm({
    resolver: strength.resolver,
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: defaults,
  });
  const { errors, isValid, touchedFields } = formState;

  // The password's strength depends on the names, the repeat on the password: check again.
  const recheck = (names: ('password' | 'password2')[]) => () => {
    const touched = names.filter((name) => touchedFields[name]);
    if (touched.length > 0) void trigger(touched);
  };
  const field = (name: (typeof personFields)[number]) => ({
    errors: fieldErrors(errors[name]),
    ...register(name, {
      onChange:
        name === 'firstName' || name === 'lastName'
          ? recheck(['password'])
          : name === 'password'
            ? recheck(['password2'])
            : undefined,
    }),
  });

  async function handleCheck(person: PersonForm) {
    setBusy(true);
    setFailure(null);
    const result = await checkManagerCompanyUser({
      token,
      user: userOf(person),
      termsAccepted: true,
      dataProtectionPlanAccepted: true,
    });
    setBusy(false);
    if (result.ok) {
      storeTermsAccepted(true);
      onDone(person);
      return;
    }
    const refusal = refusalOf(result);
    if (refusal) {
      onRefused(refusal);
      return;
    }
    for (const [name, message] of fieldErrorsOf(result.error?.fields, 'user', personFields)) {
      setError(name, { type: 'server', message });
    }
    setFailure(failureText(result, texts));
  }

  return (
    <section aria-labelledby="person-step-heading">
      <h2 id="person-step-heading">{form.stepNames[0]}</h2>
      <p>{form.personIntro}</p>
      <form
        className="form invitation-form"
        noValidate
        onSubmit={handleSubmit((person) => void handleCheck(person))}
      >
        <TextField
          label={form.firstName}
          autoComplete="given-name"
          required
          {...field('firstName')}
        />
        <TextField
          label={form.lastName}
          autoComplete="family-name"
          required
          {...field('lastName')}
        />
        <TextField
          label={form.email}
          hint={form.emailHint}
          type="email"
          autoComplete="username"
          value={invitation.email}
          readOnly
          onBlur={emailCheck.check}
          errors={emailCheck.taken ? [form.emailExists] : undefined}
        />
        {emailCheck.taken && (
          <p>
            <Link to={invitationPaths.managerCompanyExists}>{form.emailExistsWayOn}</Link>
          </p>
        )}
        {/* Told to screen readers only: a visible line would move the fields under the pointer. */}
        <p className="visually-hidden" aria-live="polite">
          {emailCheck.checking ? form.checkingEmail : ''}
        </p>
        <TextField
          label={form.phone}
          hint={form.phoneHint}
          type="tel"
          autoComplete="tel"
          {...field('phone')}
        />
        <TextField
          label={texts.invitation.setPassword.password}
          hint={texts.invitation.setPassword.hint}
          type="password"
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <PasswordStrengthStatus loading={strength.loading} />
        <TextField
          label={texts.invitation.setPassword.password2}
          type="password"
          autoComplete="new-password"
          required
          {...field('password2')}
        />
        <fieldset className="form__fieldset">
          <legend>{form.termsHeading}</legend>
          <TermsDocuments />
          <CheckboxField label={texts.terms.acceptTerms} {...field('termsAccepted')} />
          <CheckboxField
            label={texts.terms.acceptPrivacy}
            {...field('dataProtectionPlanAccepted')}
          />
        </fieldset>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={!isValid || busy || emailCheck.taken}
          >
            {busy ? form.checking : form.next}
          </button>
        </div>
      </form>
    </section>
  );
}
