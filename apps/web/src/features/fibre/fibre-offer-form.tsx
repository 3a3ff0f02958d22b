import { fibreOfferSchema, type FibreOffer } from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ApiResult } from '../../api/client';
import { useSubmitFibreOffer } from '../../api/fibre';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import type { SessionUser } from '../../lib/session';
import { useTexts, type Texts } from '../../texts';

const formFields = ['firstName', 'lastName', 'phone', 'email'] as const;
type FormField = (typeof formFields)[number];

const isFormField = (name: string): name is FormField =>
  (formFields as readonly string[]).includes(name);

/** Spec 02 §8 'Fibre submit', with the fibre form's own words instead of the water reading's. */
function failureText(result: ApiResult<unknown> | undefined, texts: Texts['selfService']['fibre']) {
  if (result?.ok !== false) return texts.failed;
  if (result.reason === 'network') return texts.networkError;
  return result.status === 404 || result.status === 500 ? texts.serverError : texts.failed;
}

/** Who asks for a fibre offer and how to reach them; name and e-mail come from the session. */
export function FibreOfferForm({ user }: { user: SessionUser }) {
  const texts = useTexts().selfService.fibre;
  const send = useSubmitFibreOffer();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(fibreOfferSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: '',
      email: user.username,
    },
  });
  const { errors, isValid } = formState;

  if (send.data?.ok) {
    return (
      <div role="status">
        <h2>{texts.thanks}</h2>
        <p>{texts.sent}</p>
      </div>
    );
  }

  function handleSend(offer: FibreOffer) {
    send.mutate(offer, {
      onSuccess: (result) => {
        if (result.ok) return;
        for (const [name, messages] of Object.entries(result.error?.fields ?? {})) {
          if (isFormField(name)) setError(name, { type: 'server', message: messages.join(' ') });
        }
      },
    });
  }

  const field = (name: FormField) => ({ errors: fieldErrors(errors[name]), ...register(name) });
  const failed = send.isError || send.data?.ok === false;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(handleSend)}>
      <TextField
        label={texts.firstName}
        autoComplete="given-name"
        required
        {...field('firstName')}
      />
      <TextField
        label={texts.lastName}
        autoComplete="family-name"
        required
        {...field('lastName')}
      />
      <TextField
        label={texts.phone}
        hint={texts.phoneHint}
        type="tel"
        autoComplete="tel"
        required
        {...field('phone')}
      />
      <TextField
        label={texts.email}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      {failed && <FormAlert>{failureText(send.data, texts)}</FormAlert>}
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!isValid || send.isPending}
        >
          {send.isPending ? texts.sending : texts.submit}
        </button>
      </div>
    </form>
  );
}
