import { contactChangeSchema, type ContactChange } from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useRequestContactChange } from '../../api/contact';
import type { ApiResult } from '../../api/client';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { useTexts, type Texts } from '../../texts';
import './contact.css';

function failureText(
  result: ApiResult<unknown> | undefined,
  texts: Texts['selfService']['contact'],
) {
  return result?.ok === false && result.reason === 'network'
    ? texts.sendNetworkError
    : texts.sendFailed;
}

/** New phone number and/or e-mail address for customer service (spec 02 §5 'Contact change form'). */
export function ContactChangeForm() {
  const texts = useTexts().selfService.contact;
  const send = useRequestContactChange();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(contactChangeSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: { phonenumber: '', email: '' },
  });
  const { errors, isValid } = formState;

  if (send.data?.ok) {
    return (
      <p className="contact-sent" role="status">
        {texts.sent}
      </p>
    );
  }

  function handleSend(change: ContactChange) {
    send.mutate(change, {
      onSuccess: (result) => {
        if (result.ok) return;
        for (const [name, messages] of Object.entries(result.error?.fields ?? {})) {
          if (name === 'phonenumber' || name === 'email') {
            setError(name, { type: 'server', message: messages.join(' ') });
          }
        }
      },
    });
  }

  const failed = send.isError || send.data?.ok === false;
  return (
    <section aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{texts.formHeading}</h2>
      <p>{texts.formIntro}</p>
      <form className="form" noValidate onSubmit={handleSubmit(handleSend)}>
        <TextField
          label={texts.phone}
          hint={texts.phoneHint}
          type="tel"
          autoComplete="tel"
          errors={fieldErrors(errors.phonenumber)}
          // Either field can satisfy the other's "one of the two" rule.
          {...register('phonenumber', { deps: ['email'] })}
        />
        <TextField
          label={texts.email}
          hint={texts.emailHint}
          type="email"
          autoComplete="email"
          errors={fieldErrors(errors.email)}
          {...register('email', { deps: ['phonenumber'] })}
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
    </section>
  );
}
