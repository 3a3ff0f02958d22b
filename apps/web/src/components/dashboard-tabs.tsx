import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
}

/**
 * Tabs in the ARIA pattern: one tab stop, arrows (and Home, End) move between the tabs and
 * choose them; the chosen tab's panel follows.
 */
export function DashboardTabs<Id extends string>({
  label,
  tabs,
  chosen,
  onChoose,
  children,
}: {
  label: string;
  tabs: readonly Tab<Id>[];
  chosen: Id;
  onChoose: (id: Id) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const index = tabs.findIndex((tab) => tab.id === chosen);

  function move(to: number) {
    const tab = tabs[(to + tabs.length) % tabs.length]!;
    onChoose(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  function handleKey(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  }

  return (
    <>
      <div className="dashboard-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab) => {
          const selected = tab.id === chosen;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
              }}
              id={`${baseId}-${tab.id}-tab`}
              type="button"
              role="tab"
              className="dashboard-tabs__tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChoose(tab.id)}
              onKeyDown={handleKey}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${chosen}-tab`}
        className="dashboard-tabs__panel"
      >
        {children}
      </div>
    </>
  );
}
