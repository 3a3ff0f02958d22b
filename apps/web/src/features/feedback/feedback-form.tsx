import {
  feedbackFormSchema,
  feedbackMaxLength,
  type FeedbackForm as Feedback,
} from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useSubmitFeedback } from '../../api/feedback';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { fullName, type SessionUser } from '../../lib/session';
import { useTexts } from '../../texts';
import './feedback.css';

// The spec's payload names the customer; the server takes it from the session anyway.
function customerNameOf(user: SessionUser): string {
  const names = (user.companies ?? []).map((company) => company.customerName);
  return names.length > 0 ? names.join(', ') : fullName(user);
}

function FeedbackSent({ email, onSendAnother }: { email?: string; onSendAnother: () => void }) {
  const texts = useTexts().selfService.feedback;
  return (
    <div className="feedback-sent" role="status">
      <h2>{texts.sent}</h2>
      {email && <p>{texts.sentAnswer(email)}</p>}
      <button type="button" className="button button--secondary" onClick={onSendAnother}>
        {texts.sendAnother}
      </button>
    </div>
  );
}

/** The feedback form: sending ('Ladataan'), then thanks or the error button text (spec 01 §4). */
export function FeedbackForm({ user }: { user: SessionUser }) {
  const texts = useTexts().selfService.feedback;
  const submit = useSubmitFeedback();
  const { register, handleSubmit, formState, control, reset } = useForm({
    resolver: zodResolver(feedbackFormSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: { email: '', feedback: '' },
  });
  const message = useWatch({ control, name: 'feedback' });
  const { errors, isValid } = formState;

  if (submit.data?.ok) {
    return (
      <FeedbackSent
        email={submit.variables.email}
        onSendAnother={() => {
          submit.reset();
          reset();
        }}
      />
    );
  }

  const failed = submit.isError || submit.data?.ok === false;
  const buttonText = submit.isPending ? texts.sending : failed ? texts.failedButton : texts.submit;

  function handleSend(form: Feedback) {
    submit.mutate({ ...form, username: user.username, customerName: customerNameOf(user) });
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit(handleSend)}>
      <TextField
        label={texts.email}
        hint={texts.emailHint}
        type="email"
        autoComplete="email"
        errors={fieldErrors(errors.email)}
        {...register('email')}
      />
      <TextAreaField
        label={texts.message}
        counter={texts.remaining(feedbackMaxLength - message.length)}
        required
        errors={fieldErrors(errors.feedback)}
        {...register('feedback')}
      />
      {failed && <FormAlert>{texts.failed}</FormAlert>}
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!isValid || submit.isPending}
        >
          {buttonText}
        </button>
      </div>
    </form>
  );
}
