import {
  rejectRegistrationSchema,
  type HousingRequest,
  type RejectRegistration,
} from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useRejectHousingRequest } from '../../api/backoffice-housing-requests';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { useTexts } from '../../texts';
import { actionErrorText } from './load-error';

/** 'Hylkää pyyntö' of a housing-company request: the reason is required and e-mailed. */
export function HousingRequestRejectDialog({
  request,
  onRejected,
  onClose,
}: {
  request: HousingRequest;
  onRejected: () => void;
  onClose: () => void;
}) {
  const texts = useTexts().backOffice;
  const t = texts.housingRequests;
  const reject = useRejectHousingRequest();
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
        onSubmit={handleSubmit((body) =>
          reject.mutate({ id: request.id, body }, { onSuccess: onRejected }),
        )}
      >
        <TextAreaField
          label={t.reason}
          required
          rows={5}
          errors={fieldErrors(formState.errors.reason)}
          {...register('reason')}
        />
        {reject.isError && <FormAlert>{actionErrorText(reject.error, texts.list)}</FormAlert>}
        <div className="confirm-dialog__actions">
          <button type="submit" className="button button--primary" disabled={reject.isPending}>
            {reject.isPending ? t.rejecting : t.reject}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.list.cancel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
