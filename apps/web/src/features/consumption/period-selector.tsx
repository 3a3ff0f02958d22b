import {
  canShiftLater,
  selectorFrames,
  shiftPeriod,
  switchFrame,
  type Product,
  type UsagePeriod,
  type UserRole,
} from '@energiaportaali/domain';
import { useId, useRef, useState, type Ref } from 'react';
import { useTexts } from '../../texts';
import { CustomRangePanel } from './custom-range-panel';
import { periodLabel } from './period-label';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The period selector: Vuosi / Kuukausi / Viikko / Määritä ajanjakso, the previous and next
 * arrows and the shown period as a heading. Every choice goes to `onChange` (the URL).
 */
export function PeriodSelector({
  period,
  product,
  userRole,
  now,
  onChange,
  headingRef,
}: {
  period: UsagePeriod;
  product: Product;
  userRole: UserRole;
  now: Date;
  onChange: (period: UsagePeriod) => void;
  /** The period heading, for moving focus to it after a change made elsewhere (a bar). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const texts = useTexts().consumption;
  const panelId = useId();
  const customButtonRef = useRef<HTMLButtonElement>(null);
  const [customOpen, setCustomOpen] = useState(false);

  function closeCustom() {
    setCustomOpen(false);
    customButtonRef.current?.focus();
  }

  return (
    <section className="period-selector" aria-label={texts.selector.label}>
      <div className="period-selector__frames" role="group" aria-label={texts.selector.label}>
        {selectorFrames(product, userRole).map((frame) =>
          frame === 'custom' ? (
            <button
              key={frame}
              ref={customButtonRef}
              type="button"
              className="chip"
              aria-pressed={period.frame === 'custom'}
              aria-expanded={customOpen}
              aria-controls={customOpen ? panelId : undefined}
              onClick={() => setCustomOpen((open) => !open)}
            >
              {texts.selector.frames.custom}
            </button>
          ) : (
            <button
              key={frame}
              type="button"
              className="chip"
              aria-pressed={period.frame === frame}
              onClick={() => {
                setCustomOpen(false);
                onChange(switchFrame(frame, period, now));
              }}
            >
              {texts.selector.frames[frame]}
            </button>
          ),
        )}
      </div>
      {customOpen && (
        <div id={panelId}>
          <CustomRangePanel
            period={period}
            now={now}
            onCancel={closeCustom}
            onConfirm={(chosen) => {
              setCustomOpen(false);
              onChange(chosen);
            }}
          />
        </div>
      )}
      <div className="period-selector__current">
        <button
          type="button"
          className="icon-button"
          aria-label={texts.selector.previousPeriod}
          title={texts.selector.previousPeriod}
          onClick={() => onChange(shiftPeriod(period, -1))}
        >
          <Chevron direction="left" />
        </button>
        <h2 ref={headingRef} className="period-selector__label" aria-live="polite" tabIndex={-1}>
          {periodLabel(period, texts.periodLabels)}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={texts.selector.nextPeriod}
          title={texts.selector.nextPeriod}
          disabled={!canShiftLater(period, now)}
          onClick={() => onChange(shiftPeriod(period, 1))}
        >
          <Chevron direction="right" />
        </button>
      </div>
    </section>
  );
}
