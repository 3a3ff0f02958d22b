import { useState } from 'react';
import { useTexts } from '../../texts';
import { downloadFile, type DownloadFailure } from './excel-download';

type DownloadState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done' }
  | { status: 'error'; failure: DownloadFailure };

/** 'Lataa Excel': downloads the shown period as an .xlsx file and tells how it went. */
export function ExcelButton({ url, fallbackName }: { url: string; fallbackName: string }) {
  const texts = useTexts().consumption.excel;
  const [state, setState] = useState<DownloadState>({ status: 'idle' });

  async function handleClick() {
    setState({ status: 'loading' });
    const result = await downloadFile(url, fallbackName);
    setState(result.ok ? { status: 'done' } : { status: 'error', failure: result.failure });
  }

  const loading = state.status === 'loading';
  return (
    <div className="excel-button">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void handleClick()}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? texts.loading : texts.idle}
      </button>
      <p
        className={`excel-button__status${state.status === 'error' ? ' excel-button__status--error' : ''}`}
        role="status"
      >
        {state.status === 'done' && texts.done}
        {state.status === 'error' &&
          (state.failure === 'http' ? texts.httpError : texts.otherError)}
      </p>
    </div>
  );
}
