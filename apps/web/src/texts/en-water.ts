import type { Texts } from './catalogue';

/** The water meter reading form (spec 01 §2, §5, §8). */
export const water: Texts['water'] = {
  title: 'Report water meter reading',
  intro:
    'Report your water meter reading in whole cubic metres. You will find your metering point number on your water invoice.',
  pointLabel: 'Metering point number',
  pointChoiceLabel: 'Metering point',
  meterLabel: 'Water meter number',
  meterChoose: 'Choose water meter',
  meterNeedsPoint: 'Enter the metering point number first to see its water meters.',
  metersLoading: 'Loading the water meters of the metering point...',
  metersFailed: 'Loading the water meters failed. Check your connection and try again.',
  readingLabel: 'Meter reading (m³)',
  readingHint: 'The black digits on the meter, up to 5 digits.',
  dateLabel: 'Reading date',
  emailLabel: 'Email address (optional)',
  sendCopyLabel: 'Send a copy of the reading to my email',
  captchaFailed: 'The check failed. Please confirm again that you are not a robot.',
  captcha: {
    label: 'Verification',
    loading: 'Loading verification...',
    unavailable: 'The verification could not be loaded.',
    failed: 'Verification failed.',
    slow: 'The verification is taking longer than usual.',
    retry: 'Try again',
    verifying: 'Verifying…',
  },
  submit: 'Send reading',
  sending: 'Sending...',
  errors: {
    emailFailed:
      'Your reading was saved, but sending the copy to your email failed. We will try to send the copy again later.',
    saveFailed: 'Saving the reading failed. Please try again later.',
    notFoundOrServer: 'Something went wrong. Please try again later.',
    other: 'Sending the water meter reading failed',
    network: 'Connection error while sending the water meter reading',
  },
  success: {
    title: 'Thank you! Your reading has been received',
    point: 'Metering point',
    meter: 'Water meter',
    reading: 'Meter reading',
    date: 'Reading date',
    copySent: 'A copy was sent to your email.',
    copyQueued: 'A copy will be sent to your email.',
    another: 'Report another reading',
    home: 'Go to home page',
  },
};
