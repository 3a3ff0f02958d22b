import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A list showing its first `initialCount` items with a show more / show less toggle under it.
 * Showing more moves focus to the first item that appeared, so keyboard and screen-reader users
 * continue where the new items begin.
 */
export function ExpandableList<T>({
  items,
  initialCount,
  keyOf,
  renderItem,
  className,
  moreLabel,
  lessLabel,
}: {
  items: readonly T[];
  initialCount: number;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className: string;
  /** The toggle's text while items are hidden; given how many. */
  moreLabel: (hidden: number) => string;
  lessLabel: string;
}) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const focusRevealed = useRef(false);
  const hidden = Math.max(items.length - initialCount, 0);
  const shown = expanded ? items : items.slice(0, initialCount);

  useEffect(() => {
    if (!focusRevealed.current) return;
    focusRevealed.current = false;
    firstRevealed.current?.focus();
  }, [expanded]);

  function handleToggle() {
    focusRevealed.current = !expanded;
    setExpanded(!expanded);
  }

  return (
    <>
      <ul id={listId} className={className}>
        {shown.map((item, index) => (
          <li
            key={keyOf(item)}
            ref={index === initialCount ? firstRevealed : undefined}
            tabIndex={index === initialCount ? -1 : undefined}
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className="button button--secondary expandable-list__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={handleToggle}
        >
          {expanded ? lessLabel : moreLabel(hidden)}
        </button>
      )}
    </>
  );
}
