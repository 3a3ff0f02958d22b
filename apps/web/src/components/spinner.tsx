import { useTexts } from '../texts';
import './spinner.css';

/** A loading indicator announced to screen readers; the label defaults to 'Ladataan...'. */
export function Spinner({ label }: { label?: string }) {
  const texts = useTexts();
  return (
    <div className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span>{label ?? texts.common.loading}</span>
    </div>
  );
}
