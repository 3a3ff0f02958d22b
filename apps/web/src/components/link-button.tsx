import type { ReactNode } from 'react';

/**
 * A link that looks like a button. A plain <a>: its targets (login entry points) are loaded in
 * full, whether the server or the SPA answers them.
 */
export function LinkButton({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: 'primary' | 'inverse';
  children: ReactNode;
}) {
  return (
    <a className={`button button--${variant}`} href={href}>
      {children}
    </a>
  );
}
