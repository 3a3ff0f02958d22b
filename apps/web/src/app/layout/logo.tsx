/** The brand logo: an energy-and-water mark whose accessible name is the brand name, followed by the name. */
export function Logo({ brandName }: { brandName: string }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 40 40" role="img" aria-label={brandName}>
        <circle cx="20" cy="20" r="19" fill="currentColor" />
        <path className="logo__symbol" d="M22 6 11 22h7l-2 12 13-17h-7.5z" />
      </svg>
      <span className="logo__name" aria-hidden="true">
        {brandName}
      </span>
    </span>
  );
}
