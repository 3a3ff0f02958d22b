import {
  companyPersonCreateSchema,
  invitationErrorCodes,
  type CompanyPerson,
  type CompanyPersonCreateRequest,
  type UserCompany,
} from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { ApiRequestError } from '../../api/client';
import { useAddCompanyPerson, useUpdateCompanyPerson } from '../../api/company-users';
import { CheckedEmailField } from '../../components/checked-email-field';
import { FieldErrorList } from '../../components/field';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { useTexts, type Texts } from '../../texts';
import { useEmailCheck } from '../../api/user-exists';
import { ModalDialog } from '../../components/modal-dialog';

type PersonFormValues = CompanyPersonCreateRequest;
type FormTexts = Texts['company']['personForm'];

/** What the modal does: add a new person or edit one of the list. */
export type PersonModalMode = { kind: 'add' } | { kind: 'edit'; person: CompanyPerson };

const formFields: readonly FieldPath<PersonFormValues>[] = [
  'firstName',
  'lastName',
  'email',
  'companies',
];

function isFormField(name: string): name is FieldPath<PersonFormValues> {
  return (formFields as readonly string[]).includes(name);
}

function initialValues(mode: PersonModalMode, companies: readonly UserCompany[]): PersonFormValues {
  if (mode.kind === 'add') {
    // With one company there is nothing to choose.
    const only = companies.length === 1 ? [companies[0]!.identifier] : [];
    return { firstName: '', lastName: '', email: '', companies: only };
  }
  const { person } = mode;
  const own = new Set(companies.map((company) => company.identifier));
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    companies: person.companies.map((c) => c.businessId).filter((id) => own.has(id)),
  };
}

/** A failed save as the modal tells it; null for a 409, which the e-mail field shows. */
function failureText(error: Error, texts: FormTexts): string {
  if (!(error instanceof ApiRequestError)) return texts.saveFailed;
  const { failure } = error;
  if (failure.reason === 'network') return texts.networkError;
  if (failure.status === 404 || failure.error?.error === invitationErrorCodes.userNotFound) {
    return texts.userNotFound;
  }
  return texts.saveFailed;
}

const isConflict = (error: Error | null) =>
  error instanceof ApiRequestError && error.failure.status === 409;

/** The companies the person may see: a checkbox for each of the manager's own companies. */
function CompanyChoices({
  companies,
  value,
  errors,
  onChange,
  onBlur,
}: {
  companies: readonly UserCompany[];
  value: readonly string[];
  errors: readonly string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
}) {
  const texts = useTexts().company;
  const errorId = useId();
  function toggle(businessId: string, checked: boolean) {
    // Kept in the order of the manager's companies, whatever the order of the clicks.
    onChange(
      companies
        .map((company) => company.identifier)
        .filter((id) => (id === businessId ? checked : value.includes(id))),
    );
  }
  return (
    <fieldset
      className="person-form__companies"
      aria-describedby={errors.length > 0 ? errorId : undefined}
    >
      <legend className="field__label">{texts.personForm.companies}</legend>
      {companies.map((company) => (
        <label key={company.identifier} className="checkbox">
          <input
            type="checkbox"
            checked={value.includes(company.identifier)}
            aria-invalid={errors.length > 0}
            onChange={(event) => toggle(company.identifier, event.target.checked)}
            onBlur={onBlur}
          />
          <span>
            {company.customerName}{' '}
            <span className="person-form__business-id">
              ({texts.businessId} {company.identifier})
            </span>
          </span>
        </label>
      ))}
      <FieldErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

/**
 * 'Lisää henkilö' / 'Muokkaa henkilöä' (spec 02 §5 'Person modal'): names, e-mail (checked for an
 * existing account when it is left) and the companies the person may see. The form and the
 * request share the domain's rules; the server's refusals are shown here in Finnish.
 */
export function PersonModal({
  mode,
  companies,
  onSaved,
  onClose,
}: {
  mode: PersonModalMode;
  /** The manager's own companies. */
  companies: readonly UserCompany[];
  /** After a successful save, with the banner text. */
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const texts = useTexts().company;
  const add = useAddCompanyPerson();
  const update = useUpdateCompanyPerson();
  const save = mode.kind === 'add' ? add : update;
  const oldEmail = mode.kind === 'edit' ? mode.person.email : null;
  const { register, control, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(companyPersonCreateSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: initialValues(mode, companies),
  });
  const { errors, isValid } = formState;
  const email = useEmailCheck(oldEmail);
  const emailTaken = email.isTaken(useWatch({ control, name: 'email' }));

  function handleSave(values: CompanyPersonCreateRequest) {
    const name = `${values.firstName.trim()} ${values.lastName.trim()}`;
    const onError = (error: Error) => {
      if (isConflict(error)) email.markTaken(values.email);
      for (const [field, messages] of Object.entries(
        (error instanceof ApiRequestError && error.failure.error?.fields) || {},
      )) {
        if (isFormField(field)) setError(field, { type: 'server', message: messages.join(' ') });
      }
    };
    if (oldEmail === null) {
      add.mutate(values, {
        onSuccess: () => onSaved(texts.persons.added(name, values.email.trim())),
        onError,
      });
    } else {
      update.mutate(
        { ...values, oldEmail },
        { onSuccess: () => onSaved(texts.persons.updated(name)), onError },
      );
    }
  }

  const failure =
    save.isError && !isConflict(save.error) ? failureText(save.error, texts.personForm) : null;
  const emailErrors = [
    ...fieldErrors(errors.email),
    ...(emailTaken ? [texts.personForm.emailExists] : []),
  ];

  return (
    <ModalDialog
      title={mode.kind === 'add' ? texts.personForm.addTitle : texts.personForm.editTitle}
      onClose={onClose}
    >
      {mode.kind === 'add' && <p>{texts.personForm.intro}</p>}
      <form className="form person-form" noValidate onSubmit={handleSubmit(handleSave)}>
        <TextField
          label={texts.personForm.firstName}
          autoComplete="off"
          required
          errors={fieldErrors(errors.firstName)}
          {...register('firstName')}
        />
        <TextField
          label={texts.personForm.lastName}
          autoComplete="off"
          required
          errors={fieldErrors(errors.lastName)}
          {...register('lastName')}
        />
        <CheckedEmailField
          label={texts.personForm.email}
          errors={emailErrors}
          {...register('email')}
          onLeave={email.check}
        />
        <Controller
          control={control}
          name="companies"
          render={({ field, fieldState }) => (
            <CompanyChoices
              companies={companies}
              value={field.value}
              errors={fieldErrors(fieldState.error)}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="form__actions">
          {/* Not disabled while the e-mail is checked: leaving the field by pressing Tallenna
              would otherwise swallow the press; the server refuses a taken address anyway. */}
          <button
            type="submit"
            className="button button--primary"
            disabled={!isValid || emailTaken || save.isPending}
          >
            {save.isPending ? texts.personForm.saving : texts.personForm.save}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.personForm.cancel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
