import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Whether the back office has been shown before: only moves within it take the focus. */
export const NavigatedContext = createContext<() => boolean>(() => false);

/**
 * A section's heading; when the operator moves to another section (or request), focus goes here
 * so a screen reader starts reading the new content.
 */
export function SectionHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const navigated = useContext(NavigatedContext);
  useEffect(() => {
    if (navigated()) ref.current?.focus();
  }, [pathname, navigated]);
  return (
    <h2 ref={ref} tabIndex={-1} className="backoffice__heading">
      {children}
    </h2>
  );
}
