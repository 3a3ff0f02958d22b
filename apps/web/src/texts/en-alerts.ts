import type { AlertKind } from '@energiaportaali/domain';
import type { Texts } from './catalogue';

/** /ilmoitukset and the unsubscribe link's page (issue #14). */
export const alerts: Texts['alerts'] = {
  title: 'Alerts',
  intro:
    'You will get an email alert when a limit you have set is exceeded. Each alert is sent at most once a day.',
  kinds: {
    price: 'Tomorrow’s electricity price',
    consumption: 'Yesterday’s consumption',
    forecast: 'Monthly cost forecast',
  } satisfies Record<AlertKind, string>,
  kindHints: {
    price:
      'Alert when tomorrow’s spot electricity price (incl. VAT) exceeds the limit in any hour or quarter-hour. Sent once tomorrow’s prices have been published.',
    consumption: 'Alert when yesterday’s consumption at the metering point exceeds the limit.',
    forecast:
      'Alert when the cost forecast for the current month at the metering point exceeds the limit.',
  } satisfies Record<AlertKind, string>,
  listHeading: 'My alerts',
  empty: 'You have no alerts yet.',
  loadFailed: 'Loading the alerts failed.',
  addHeading: 'Add alert',
  kindLabel: 'Alert type',
  kindChoose: 'Choose type',
  pointLabel: 'Metering point',
  pointChoose: 'Choose metering point',
  pointsLoading: 'Loading metering points...',
  noPoints: 'You have no metering points this alert can be set for.',
  thresholdLabel: (unit: string) => `Limit (${unit})`,
  thresholdHint: 'The alert is sent when the value exceeds the limit.',
  thresholdNotNumber: 'Enter the limit as a number, for example 12.5',
  add: 'Add alert',
  adding: 'Adding...',
  added: 'Alert added.',
  priceArea: 'All of Finland (price area FI)',
  status: { on: 'On', off: 'Off' },
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  save: 'Save limit',
  saving: 'Saving...',
  saved: 'Limit saved.',
  remove: 'Delete',
  removeTitle: 'Delete this alert?',
  removeBody: (description: string) => `The alert “${description}” will be deleted.`,
  removing: 'Deleting...',
  cancel: 'Cancel',
  describe: (kind: string, threshold: string, unit: string) => `${kind} above ${threshold} ${unit}`,
  saveFailed: 'Saving failed. Please try again.',
  networkError: 'Connection error. Check your internet connection and try again.',
  unsubscribe: {
    title: 'Stop alert',
    intro:
      'Stop the email alert by pressing the button below. You can turn it back on later on the Alerts page.',
    button: 'Stop alert',
    sending: 'Stopping...',
    done: (description: string) =>
      `The alert has been stopped (${description}). You will no longer receive emails about it.`,
    missingToken:
      'The link is missing its identifier. Open the link exactly as it appears in the email, or log in to the service to stop the alert.',
    failed: 'Stopping the alert failed. Please try again later.',
    toAlerts: 'Go to alerts',
  },
};
