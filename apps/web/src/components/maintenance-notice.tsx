import { useSyncExternalStore } from 'react';
import { isServiceUnavailable, subscribeServiceAvailability } from '../api/client';
import { useTexts } from '../texts';
import { FormAlert } from './form-alert';
import './maintenance-notice.css';

/** Whether the latest API answer was 503 (a maintenance break); re-renders when that changes. */
export function useServiceUnavailable(): boolean {
  return useSyncExternalStore(subscribeServiceAvailability, isServiceUnavailable);
}

/** The spec's maintenance text while the API answers 503, whatever call it was. */
export function MaintenanceNotice() {
  const texts = useTexts();
  if (!useServiceUnavailable()) return null;
  return (
    <div className="container maintenance-notice">
      <FormAlert>{texts.login.maintenance}</FormAlert>
    </div>
  );
}
