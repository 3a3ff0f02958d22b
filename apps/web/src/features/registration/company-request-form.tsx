import {
  applyingCredsValues,
  businessIdLength,
  companyRegistrationFormSchema,
  companyRegistrationRequestOf,
  maxSubsidiaries,
  type ParsedCompanyRegistrationForm,
} from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useSubmitCompanyRegistration } from '../../api/company-registration';
import { Captcha } from '../../components/captcha';
import { captchaNotStarted, type CaptchaState } from '../../components/captcha-state';
import { FieldErrorList } from '../../components/field';
import { fieldErrors } from '../../components/field-errors';
import '../../components/form.css';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../texts';

/**
 * The registration request of a business or a property-management office (spec 02 §2): who the
 * credentials are for, the asker, the company and its subsidiaries, and a captcha. Ends on the
 * thanks or the failure text.
 */
export function CompanyRegistrationForm() {
  const allTexts = useTexts();
  const texts = allTexts.companyRegistration;
  const submit = useSubmitCompanyRegistration();
  const [captcha, setCaptcha] = useState<CaptchaState>(captchaNotStarted);
  const credsErrorId = useId();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(companyRegistrationFormSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      companyName: '',
      businessId: '',
      subsidiaries: [],
    },
  });
  const subsidiaries = useFieldArray({ control, name: 'subsidiaries' });
  const { errors, isValid } = formState;

  if (submit.data?.ok) {
    return (
      <p className="company-registration__outcome" role="status">
        {texts.succeeded}
      </p>
    );
  }
  if (submit.isError || submit.data?.ok === false) {
    return (
      <p className="company-registration__outcome form-alert" role="alert">
        {texts.failed}
      </p>
    );
  }

  function handleSend(form: ParsedCompanyRegistrationForm) {
    if (captcha.response !== null) {
      submit.mutate(companyRegistrationRequestOf(form, captcha.response));
    }
  }

  function submitLabel() {
    if (submit.isPending) return texts.sending;
    if (isValid && captcha.status === 'verifying') return allTexts.water.captcha.verifying;
    return texts.submit;
  }

  const credsErrors = fieldErrors(errors.applyingCreds);
  return (
    <form className="form" noValidate onSubmit={handleSubmit(handleSend)}>
      <fieldset
        className="company-registration__creds"
        aria-describedby={credsErrors.length > 0 ? credsErrorId : undefined}
      >
        <legend className="field__label">{texts.creds}</legend>
        {applyingCredsValues.map((value) => (
          <label key={value} className="checkbox">
            <input type="radio" value={value} {...register('applyingCreds')} />
            <span>{texts.credsOptions[value]}</span>
          </label>
        ))}
        <FieldErrorList id={credsErrorId} errors={credsErrors} />
      </fieldset>
      <TextField
        label={texts.firstName}
        autoComplete="given-name"
        required
        errors={fieldErrors(errors.firstName)}
        {...register('firstName')}
      />
      <TextField
        label={texts.lastName}
        autoComplete="family-name"
        required
        errors={fieldErrors(errors.lastName)}
        {...register('lastName')}
      />
      <TextField
        label={texts.email}
        type="email"
        autoComplete="email"
        required
        errors={fieldErrors(errors.email)}
        {...register('email')}
      />
      <TextField
        label={texts.companyName}
        autoComplete="organization"
        required
        errors={fieldErrors(errors.companyName)}
        {...register('companyName')}
      />
      <TextField
        label={texts.businessId}
        hint={texts.businessIdHint}
        required
        errors={fieldErrors(errors.businessId)}
        {...register('businessId')}
      />
      {subsidiaries.fields.map((field, index) => (
        <div key={field.id} className="company-registration__subsidiary">
          <TextField
            label={texts.subsidiary(index + 1)}
            maxLength={businessIdLength}
            errors={fieldErrors(errors.subsidiaries?.[index]?.businessId)}
            {...register(`subsidiaries.${index}.businessId`)}
          />
          <button
            type="button"
            className="button button--secondary"
            aria-label={texts.removeSubsidiaryLabel(index + 1)}
            onClick={() => subsidiaries.remove(index)}
          >
            {texts.removeSubsidiary}
          </button>
        </div>
      ))}
      {subsidiaries.fields.length < maxSubsidiaries && (
        <div>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => subsidiaries.append({ businessId: '' })}
          >
            {texts.addSubsidiary}
          </button>
        </div>
      )}
      <Captcha onChange={setCaptcha} resetKey={0} />
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!isValid || captcha.response === null || submit.isPending}
        >
          {submitLabel()}
        </button>
      </div>
    </form>
  );
}
