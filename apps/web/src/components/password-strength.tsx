import { isPasswordStrengthLoaded, loadPasswordStrength } from '@energiaportaali/domain';
import { useEffect, useState } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { useTexts } from '../texts';

type Dictionaries = 'loading' | 'ready' | 'failed';

async function loadDictionaries(report: (state: Dictionaries) => void): Promise<boolean> {
  try {
    await loadPasswordStrength();
    report('ready');
    return true;
  } catch {
    report('failed');
    return false;
  }
}

/**
 * The password rules need zxcvbn's dictionaries, a chunk of their own (decision 0037): they
 * start loading when the form shows, and the returned resolver holds the form's checks until
 * they are in, so typing never waits. A failed load is the password's error; the next check
 * fetches again. `loading` is for PasswordStrengthStatus.
 */
export function usePasswordStrength<V extends FieldValues & { password: string }, C, T>(
  resolver: Resolver<V, C, T>,
): { resolver: Resolver<V, C, T>; loading: boolean } {
  const texts = useTexts();
  const [dictionaries, setDictionaries] = useState<Dictionaries>(() =>
    isPasswordStrengthLoaded() ? 'ready' : 'loading',
  );
  useEffect(() => {
    void loadDictionaries(setDictionaries);
  }, []);

  const checkedResolver: Resolver<V, C, T> = async (values, context, options) => {
    if (await loadDictionaries(setDictionaries)) return resolver(values, context, options);
    const errors = { password: { type: 'strength', message: texts.password.strengthFailed } };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
  return { resolver: checkedResolver, loading: dictionaries === 'loading' };
}

/** Under the password field while the strength check is loading; nothing once it is in. */
export function PasswordStrengthStatus({ loading }: { loading: boolean }) {
  const texts = useTexts();
  if (!loading) return null;
  return (
    <p className="field__hint" role="status">
      {texts.password.strengthLoading}
    </p>
  );
}
