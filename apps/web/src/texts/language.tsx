import { defaultLanguage, isLanguage, type Language } from '@energiaportaali/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { fiCatalogue, type Texts } from './catalogue';

// Finnish is in the main bundle (the spec's language and the usual default); a visitor of another
// language fetches that language's catalogue alone, keeping the first visit's JavaScript small
// (issue #21's budget).
const otherCatalogues: Record<Exclude<Language, 'fi'>, () => Promise<Texts>> = {
  sv: () => import('./sv').then((module) => module.sv),
  en: () => import('./en').then((module) => module.en),
};

const loadedCatalogues = new Map<Language, Texts>([['fi', fiCatalogue]]);

/** The catalogue of a language, fetched once. */
export async function loadCatalogue(language: Language): Promise<Texts> {
  const loaded = loadedCatalogues.get(language);
  if (loaded) return loaded;
  const texts = await otherCatalogues[language as Exclude<Language, 'fi'>]();
  loadedCatalogues.set(language, texts);
  return texts;
}

interface Shown {
  language: Language;
  texts: Texts;
}

const shownIfLoaded = (language: Language): Shown | null => {
  const texts = loadedCatalogues.get(language);
  return texts ? { language, texts } : null;
};

export interface LanguageState {
  /** The language the portal is shown in. */
  language: Language;
  /** Shows the portal in another language once its texts are there (the switch also tells the server). */
  setLanguage: (language: Language) => void;
}

interface LanguageContextValue extends LanguageState {
  texts: Texts;
}

// Outside a provider (a component's own test) the portal speaks Finnish.
const LanguageContext = createContext<LanguageContextValue>({
  language: defaultLanguage,
  texts: fiCatalogue,
  setLanguage: () => undefined,
});

/** The language the server sent the page in: its `<html lang>` (decision 0056). */
export function languageOfPage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : defaultLanguage;
}

/**
 * Holds the current language and its texts (one place); `<html lang>` follows it. Renders nothing
 * until the first language's texts are there (Finnish at once, another after its fetch).
 */
export function LanguageProvider({
  initialLanguage,
  children,
}: {
  /** Undefined: the page's own language. */
  initialLanguage?: Language;
  children: ReactNode;
}) {
  const [initial] = useState(() => initialLanguage ?? languageOfPage());
  const [shown, setShown] = useState(() => shownIfLoaded(initial));
  // The latest choice: a slower fetch of an earlier one must not win over it.
  const wanted = useRef(initial);

  const setLanguage = useCallback((language: Language) => {
    wanted.current = language;
    loadCatalogue(language).then(
      (texts) => {
        if (wanted.current === language) setShown({ language, texts });
      },
      // Its texts could not be fetched: the page stays as it is, or starts in Finnish.
      () => setShown((current) => current ?? { language: 'fi', texts: fiCatalogue }),
    );
  }, []);

  useEffect(() => {
    if (shown === null) setLanguage(initial);
  }, [shown, initial, setLanguage]);

  const language = shown?.language;
  useEffect(() => {
    if (language) document.documentElement.lang = language;
  }, [language]);

  const value = useMemo(
    () => ({ ...(shown ?? { language: defaultLanguage, texts: fiCatalogue }), setLanguage }),
    [shown, setLanguage],
  );
  if (shown === null) return null;
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The current language and the way to change it. */
export function useLanguage(): LanguageState {
  const { language, setLanguage } = useContext(LanguageContext);
  return useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
}

/** The texts of the current language (decision 0056). */
export function useTexts(): Texts {
  return useContext(LanguageContext).texts;
}
