const storageKey = 'energiaportaali.termsAccepted';

/** Whether this browser has accepted both the terms of use and the privacy statement. */
export function areTermsAccepted(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
}

export function storeTermsAccepted(accepted: boolean): void {
  if (accepted) window.localStorage.setItem(storageKey, 'true');
  else window.localStorage.removeItem(storageKey);
}
