/**
 * A table row's action button, named with its row for screen readers and voice control
 * ('Lähetä uudelleen: nimi@example.fi'), as every list of the back office has them.
 */
export function RowAction({
  label,
  subject,
  onClick,
  busyLabel,
  busy = false,
}: {
  label: string;
  /** What the row is about: an address, a name, a time. */
  subject: string;
  onClick: () => void;
  /** Shown instead of the label while the row's action runs. */
  busyLabel?: string;
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      aria-label={`${label}: ${subject}`}
      onClick={onClick}
    >
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}
