import type { MenuItem } from '@energiaportaali/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../texts';

function MenuLink({
  item,
  label,
  onSelect,
}: {
  item: MenuItem;
  label: string;
  onSelect: () => void;
}) {
  if (item.kind === 'route') {
    return (
      <Link className="menu__link" to={item.href} onClick={onSelect}>
        {label}
      </Link>
    );
  }
  return (
    <a
      className="menu__link"
      href={item.href}
      download={item.kind === 'document' ? '' : undefined}
      onClick={onSelect}
    >
      {label}
    </a>
  );
}

/** The burger menu: a disclosure button and a panel of links; Escape or a click outside closes it. */
export function Menu({ items }: { items: MenuItem[] }) {
  const texts = useTexts();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    function handlePointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [open]);

  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg className="menu__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>{texts.header.menuButton}</span>
      </button>
      <nav id={panelId} className="menu__panel" aria-label={texts.header.menuLabel} hidden={!open}>
        <ul className="menu__list">
          {items.map((item) => (
            <li
              key={item.id}
              className={item.narrowOnly ? 'menu__item menu__item--narrow-only' : 'menu__item'}
            >
              <MenuLink item={item} label={texts.menu[item.id]} onSelect={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
