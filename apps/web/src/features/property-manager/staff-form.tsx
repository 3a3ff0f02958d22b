import {
  invitationMessages,
  officeManagerRequestSchema,
  type OfficeManagerRequest,
} from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { ApiRequestError } from '../../api/client';
import { useAddManager } from '../../api/office-staff';
import { CheckboxField } from '../../components/checkbox-field';
import { CheckedEmailField } from '../../components/checked-email-field';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { useTexts, type Texts } from '../../texts';
import { useEmailCheck } from '../../api/user-exists';
import { ModalDialog } from '../../components/modal-dialog';

type FormTexts = Texts['propertyManager']['staffForm'];

const formFields: readonly FieldPath<OfficeManagerRequest>[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'isEmployee',
];

const isFormField = (name: string): name is FieldPath<OfficeManagerRequest> =>
  (formFields as readonly string[]).includes(name);

const isConflict = (error: Error | null) =>
  error instanceof ApiRequestError && error.failure.status === 409;

/** A failed add as the form tells it (spec 02 §8 'Manager staff'); a 409 shows at the e-mail. */
function failureText(error: Error, texts: FormTexts): string {
  if (!(error instanceof ApiRequestError)) return texts.failed;
  const { failure } = error;
  if (failure.reason === 'network') return texts.networkError;
  return failure.status === 400 ? invitationMessages.registrationFailed : texts.failed;
}

/**
 * 'Lisää isännöitsijä' (spec 02 §5 'Manager staff form'): names, e-mail (checked for an existing
 * account when it is left), optional phone and the tick that the person works for the office.
 * The form and the request share the domain's rules; sending is possible once they hold.
 */
export function StaffFormDialog({
  onAdded,
  onClose,
}: {
  /** After the manager was added and invited, with their name. */
  onAdded: (name: string) => void;
  onClose: () => void;
}) {
  const texts = useTexts().propertyManager.staffForm;
  const add = useAddManager();
  const email = useEmailCheck();
  const { register, control, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(officeManagerRequestSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: { firstName: '', lastName: '', email: '', phone: '' },
  });
  const { errors, isValid } = formState;
  const typedEmail = useWatch({ control, name: 'email' });
  const emailTaken = email.isTaken(typedEmail);

  function handleAdd(request: OfficeManagerRequest) {
    add.mutate(request, {
      onSuccess: (added) => onAdded(`${added.firstName} ${added.lastName}`),
      onError: (error) => {
        if (isConflict(error))
          setError('email', { type: 'server', message: invitationMessages.emailInUse });
        const fields = (error instanceof ApiRequestError && error.failure.error?.fields) || {};
        for (const [name, messages] of Object.entries(fields)) {
          if (isFormField(name)) setError(name, { type: 'server', message: messages.join(' ') });
        }
      },
    });
  }

  const failure = add.isError && !isConflict(add.error) ? failureText(add.error, texts) : null;
  const emailErrors = [
    ...fieldErrors(errors.email),
    ...(emailTaken && !isConflict(add.error) ? [invitationMessages.emailExists] : []),
  ];

  return (
    <ModalDialog title={texts.title} onClose={onClose}>
      <p>{texts.intro}</p>
      <form className="form staff-form" noValidate onSubmit={handleSubmit(handleAdd)}>
        <TextField
          label={texts.firstName}
          autoComplete="off"
          required
          errors={fieldErrors(errors.firstName)}
          {...register('firstName')}
        />
        <TextField
          label={texts.lastName}
          autoComplete="off"
          required
          errors={fieldErrors(errors.lastName)}
          {...register('lastName')}
        />
        <CheckedEmailField
          label={texts.email}
          errors={emailErrors}
          {...register('email')}
          onLeave={email.check}
        />
        <TextField
          label={texts.phone}
          hint={texts.phoneHint}
          type="tel"
          autoComplete="off"
          errors={fieldErrors(errors.phone)}
          {...register('phone')}
        />
        <CheckboxField
          label={texts.isEmployee}
          required
          errors={fieldErrors(errors.isEmployee)}
          {...register('isEmployee')}
        />
        {/* Told to screen readers only: a visible line would move the fields under the pointer. */}
        <p className="visually-hidden" aria-live="polite">
          {email.checking ? texts.checkingEmail : ''}
        </p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={!isValid || emailTaken || email.checking || add.isPending}
          >
            {add.isPending ? texts.submitting : texts.submit}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.cancel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
