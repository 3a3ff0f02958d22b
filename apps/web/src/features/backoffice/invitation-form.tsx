import {
  backOfficeErrorCodes,
  newInvitationSchema,
  type NewInvitation,
} from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { ApiRequestError } from '../../api/client';
import { useCreateInvitation } from '../../api/backoffice-invitations';
import { CheckboxField } from '../../components/checkbox-field';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { ModalDialog } from '../../components/modal-dialog';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../texts';
import { actionErrorText } from './load-error';

type PersonFields = Extract<NewInvitation, { kind: 'company-person' }>;
type FormValues = PersonFields | Extract<NewInvitation, { kind: 'manager-company' }>;

const personFields = ['email', 'firstName', 'lastName', 'phone', 'businessId', 'admin'] as const;
type FieldName = (typeof personFields)[number];

const isFieldName = (name: string): name is FieldName =>
  (personFields as readonly string[]).includes(name);

const refusalFields: Partial<Record<string, 'email' | 'businessId'>> = {
  [backOfficeErrorCodes.emailInUse]: 'email',
  [backOfficeErrorCodes.companyNotFound]: 'businessId',
};

const emptyPerson: PersonFields = {
  kind: 'company-person',
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  businessId: '',
  admin: false,
};

/**
 * 'Uusi kutsu': a manager company (the registration link of spec 02 'Manager registration') or
 * a person of an existing company. The form checks with the same schema as the server, and the
 * server's field errors land on the fields.
 */
export function InvitationForm({
  onSent,
  onClose,
}: {
  onSent: (email: string) => void;
  onClose: () => void;
}) {
  const texts = useTexts().backOffice;
  const t = texts.invitations.form;
  const create = useCreateInvitation();
  const { register, handleSubmit, formState, control, setError } = useForm<FormValues>({
    resolver: zodResolver(newInvitationSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    shouldUnregister: true,
    defaultValues: emptyPerson,
  });
  const kind = useWatch({ control, name: 'kind' });
  // Errors of the fields the person kind has; the manager kind only has an e-mail.
  const errors = formState.errors as FieldErrors<PersonFields>;

  function handleSend(values: FormValues) {
    create.mutate(values, {
      onSuccess: () => onSent(values.email.trim()),
      onError: (error) => {
        const fields = (error instanceof ApiRequestError && error.failure.error?.fields) || {};
        for (const [field, messages] of Object.entries(fields)) {
          if (isFieldName(field)) setError(field, { type: 'server', message: messages.join(' ') });
        }
      },
    });
  }

  // A refusal that names a field is shown at that field; any other in the form's alert.
  const code = create.error instanceof ApiRequestError ? create.error.failure.error : null;
  const refusalField = code ? refusalFields[code.error] : undefined;
  const failure =
    create.isError && !refusalField ? actionErrorText(create.error, texts.list) : null;
  const refusalOf = (field: 'email' | 'businessId') =>
    refusalField === field && code ? [code.message] : [];

  return (
    <ModalDialog title={t.title} onClose={onClose}>
      <form className="form backoffice-form" noValidate onSubmit={handleSubmit(handleSend)}>
        <fieldset className="backoffice-form__kind">
          <legend className="field__label">{t.kind}</legend>
          <label className="checkbox">
            <input type="radio" value="company-person" {...register('kind')} />
            <span>{t.companyPerson}</span>
          </label>
          <label className="checkbox">
            <input type="radio" value="manager-company" {...register('kind')} />
            <span>{t.managerCompany}</span>
          </label>
        </fieldset>
        <TextField
          label={t.email}
          type="email"
          autoComplete="off"
          required
          errors={[...fieldErrors(errors.email), ...refusalOf('email')]}
          {...register('email')}
        />
        {kind === 'company-person' && (
          <>
            <TextField
              label={t.firstName}
              autoComplete="off"
              required
              errors={fieldErrors(errors.firstName)}
              {...register('firstName')}
            />
            <TextField
              label={t.lastName}
              autoComplete="off"
              required
              errors={fieldErrors(errors.lastName)}
              {...register('lastName')}
            />
            <TextField
              label={t.phone}
              type="tel"
              autoComplete="off"
              errors={fieldErrors(errors.phone)}
              {...register('phone')}
            />
            <TextField
              label={t.businessId}
              autoComplete="off"
              required
              errors={[...fieldErrors(errors.businessId), ...refusalOf('businessId')]}
              {...register('businessId')}
            />
            <CheckboxField
              label={t.admin}
              errors={fieldErrors(errors.admin)}
              {...register('admin')}
            />
          </>
        )}
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="confirm-dialog__actions">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending ? t.sending : t.submit}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
