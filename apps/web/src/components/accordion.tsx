import { useId, useState, type ReactNode } from 'react';
import './accordion.css';

export interface AccordionProps {
  /** The button's text: what the panel is about. */
  title: ReactNode;
  /** The heading level the button sits in, after the page's own headings. */
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * One disclosure of the WAI-ARIA accordion pattern: a heading holding a button with
 * aria-expanded and aria-controls, and its labelled panel. The panel's content is rendered only
 * while open, so long lists of accordions stay light.
 */
export function Accordion({
  title,
  headingLevel = 3,
  defaultOpen = false,
  children,
}: AccordionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      <Heading className="accordion__heading">
        <button
          type="button"
          id={buttonId}
          className="accordion__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          <span className="accordion__title">{title}</span>
          <span className="accordion__icon" aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="accordion__panel"
        hidden={!open}
      >
        {open ? children : null}
      </div>
    </div>
  );
}
