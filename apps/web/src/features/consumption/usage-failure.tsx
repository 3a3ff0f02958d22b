import { useEffect } from 'react';
import { FormAlert } from '../../components/form-alert';
import { useTexts } from '../../texts';
import type { UsageErrorKind } from './usage-error';

/** How long the quarter-hour 'no finer data' text shows before the page goes back (spec 01 §9). */
export const finerDataBackDelayMs = 4000;

/**
 * A failed usage load as the catalogue's text. When quarter hours are not available the page
 * returns to where the user came from after a moment.
 */
export function UsageFailure({ kind, onGoBack }: { kind: UsageErrorKind; onGoBack: () => void }) {
  const texts = useTexts().consumption;

  useEffect(() => {
    if (kind !== 'finerNotAvailable') return;
    const timer = setTimeout(onGoBack, finerDataBackDelayMs);
    return () => clearTimeout(timer);
  }, [kind, onGoBack]);

  return <FormAlert>{texts.errors[kind]}</FormAlert>;
}
