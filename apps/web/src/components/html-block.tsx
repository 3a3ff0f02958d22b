import createDOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

// The organisation's HTML blocks (portal configuration `templates`) are text, links, lists and
// images: no scripts, event handlers, javascript: links, forms, frames or inline styles (the
// server's CSP refuses them anyway).
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object'],
  FORBID_ATTR: ['style'],
};

const purify = createDOMPurify(window);
// A block's link opening a new tab must not hand that tab a handle on the portal.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.hasAttribute('target')) {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Configured HTML made safe to render: the one sanitiser of the web app. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, config);
}

/** Renders a configured HTML block, sanitised; renders nothing for an empty block. */
export function HtmlBlock({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (safe.trim() === '') return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
