import { invoicePdfFileName } from '@energiaportaali/domain';
import { useState } from 'react';
import { fetchInvoicePdf } from '../../api/billing';
import { useTexts } from '../../texts';
import { base64ToBytes, savePdf } from './save-pdf';

type PdfState = 'idle' | 'loading' | 'failed';

/** Downloads one invoice as lasku_{number}.pdf and says so when it fails. */
export function PdfButton({ invoiceNumber }: { invoiceNumber: string }) {
  const texts = useTexts().billing;
  const [state, setState] = useState<PdfState>('idle');

  async function handleClick() {
    setState('loading');
    const result = await fetchInvoicePdf(invoiceNumber);
    if (!result.ok) {
      setState('failed');
      return;
    }
    savePdf(base64ToBytes(result.data), invoicePdfFileName(invoiceNumber));
    setState('idle');
  }

  const loading = state === 'loading';
  return (
    <>
      <button
        type="button"
        className="button button--secondary billing-table__button"
        aria-label={texts.pdfLabel(invoiceNumber)}
        aria-busy={loading}
        disabled={loading}
        onClick={() => void handleClick()}
      >
        {loading ? texts.pdfLoading : texts.pdf}
      </button>
      {state === 'failed' && (
        <span className="billing-table__error" role="alert">
          {texts.pdfFailed}
        </span>
      )}
    </>
  );
}
