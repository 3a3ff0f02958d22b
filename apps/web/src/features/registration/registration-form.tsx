import {
  consumerRegistrationFormSchema,
  paths,
  registeredWithoutCustomerData,
  type ConsumerRegistrationForm as Registration,
} from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { usePortalConfig } from '../../api/configuration';
import { registerConsumer } from '../../api/register-consumer';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { LinkButton } from '../../components/link-button';
import { PasswordStrengthStatus, usePasswordStrength } from '../../components/password-strength';
import { TextField } from '../../components/text-field';
import { identityPaths } from '../../lib/identity-paths';
import { useTexts, type Texts } from '../../texts';

const formFields = ['email', 'firstName', 'lastName', 'phone', 'password', 'password2'] as const;
type FormField = (typeof formFields)[number];

function isFormField(name: string): name is FormField {
  return (formFields as readonly string[]).includes(name);
}

function failureText(status: number | null, code: string | undefined, texts: Texts): string {
  if (status === null) return texts.password.serverError;
  if (status === 401) return texts.registration.missingToken;
  if (code === 'USER_EXISTS') return texts.registration.userExists;
  return texts.registration.failed;
}

/** The account was made but its customer data could not be read: logging in may still work. */
function RegisteredWithoutCustomerData() {
  const texts = useTexts().registration;
  const { customerServiceEmail } = usePortalConfig();
  return (
    <section aria-labelledby="registration-heading">
      <h1 id="registration-heading">{texts.formTitle}</h1>
      <FormAlert>{texts.registeredWithoutCustomerData}</FormAlert>
      <p>
        {texts.registeredWithoutCustomerDataHelp}{' '}
        <a href={`mailto:${customerServiceEmail}`}>{customerServiceEmail}</a>
      </p>
      <LinkButton href={paths.consumerLogin}>{texts.login}</LinkButton>
    </section>
  );
}

/** The consumer's own details and password; a created account leads to the success page. */
export function RegistrationForm({ token }: { token: string }) {
  const texts = useTexts();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [registeredOnly, setRegisteredOnly] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const strength = usePasswordStrength(zodResolver(consumerRegistrationFormSchema));
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: strength.resolver,
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      phone: '',
      password: '',
      password2: '',
    },
  });
  const { errors, isValid } = formState;

  async function handleRegister(form: Registration) {
    setBusy(true);
    setFailure(null);
    const result = await registerConsumer(token, {
      ...form,
      termsAccepted: true,
      dataProtectionPlanAccepted: true,
    });
    setBusy(false);
    if (result.ok) {
      void navigate(identityPaths.registrationSuccess, { replace: true });
      return;
    }
    // The account exists: the form is done with, whatever the customer data does next.
    if (result.error?.error === registeredWithoutCustomerData.code) {
      setRegisteredOnly(true);
      return;
    }
    // 403: the identified person is no customer, which is what the failure page says.
    if (result.status === 403) {
      void navigate(identityPaths.registrationFailure, { replace: true });
      return;
    }
    for (const [name, messages] of Object.entries(result.error?.fields ?? {})) {
      if (isFormField(name)) setError(name, { type: 'server', message: messages.join(' ') });
    }
    setFailure(failureText(result.status, result.error?.error, texts));
  }

  const field = (name: FormField) => ({ errors: fieldErrors(errors[name]), ...register(name) });

  if (registeredOnly) return <RegisteredWithoutCustomerData />;

  return (
    <section aria-labelledby="registration-heading">
      <h1 id="registration-heading">{texts.registration.formTitle}</h1>
      <p>{texts.registration.formIntro}</p>
      <form
        className="form"
        noValidate
        onSubmit={handleSubmit((form) => void handleRegister(form))}
      >
        <TextField
          label={texts.registration.email}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextField
          label={texts.registration.firstName}
          autoComplete="given-name"
          required
          {...field('firstName')}
        />
        <TextField
          label={texts.registration.lastName}
          autoComplete="family-name"
          required
          {...field('lastName')}
        />
        <TextField
          label={texts.registration.phone}
          hint={texts.registration.phoneHint}
          type="tel"
          autoComplete="tel"
          required
          {...field('phone')}
        />
        <TextField
          label={texts.registration.password}
          hint={texts.registration.passwordHint}
          type="password"
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <PasswordStrengthStatus loading={strength.loading} />
        <TextField
          label={texts.registration.password2}
          type="password"
          autoComplete="new-password"
          required
          {...field('password2')}
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={!isValid || busy}>
            {busy ? texts.registration.sending : texts.registration.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
