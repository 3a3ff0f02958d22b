import { rejectRegistrationSchema, type RejectRegistration } from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { useTexts } from '../../texts';
import { actionErrorText } from './load-error';

export interface RejectTexts {
  rejectTitle: string;
  rejectIntro: string;
  reason: string;
  reject: string;
  rejecting: string;
}

/** The request that sends the reason: a mutation of the caller's. */
export interface Rejection {
  mutate(values: RejectRegistration, options: { onSuccess: () => void }): void;
  isPending: boolean;
  error: Error | null;
}

/** 'Hylkää pyyntö' of a request: the reason is required, and it is e-mailed to the asker. */
export function RejectDialog({
  texts: t,
  rejection,
  onRejected,
  onClose,
}: {
  texts: RejectTexts;
  rejection: Rejection;
  onRejected: () => void;
  onClose: () => void;
}) {
  const listTexts = useTexts().backOffice.list;
  const { register, handleSubmit, formState } = useForm<RejectRegistration>({
    resolver: zodResolver(rejectRegistrationSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: { reason: '' },
  });

  return (
    <ModalDialog title={t.rejectTitle} onClose={onClose}>
      <p>{t.rejectIntro}</p>
      <form
        className="form"
        noValidate
        onSubmit={handleSubmit((values) => rejection.mutate(values, { onSuccess: onRejected }))}
      >
        <TextAreaField
          label={t.reason}
          required
          rows={5}
          errors={fieldErrors(formState.errors.reason)}
          {...register('reason')}
        />
        {rejection.error && <FormAlert>{actionErrorText(rejection.error, listTexts)}</FormAlert>}
        <div className="confirm-dialog__actions">
          <button type="submit" className="button button--primary" disabled={rejection.isPending}>
            {rejection.isPending ? t.rejecting : t.reject}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {listTexts.cancel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
