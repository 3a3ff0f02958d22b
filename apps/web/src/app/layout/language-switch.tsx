import { languageNames, type Language } from '@energiaportaali/domain';
import { usePortalConfig } from '../../api/configuration';
import { saveLanguage } from '../../api/language';
import { useLanguage, useTexts } from '../../texts';
import './language-switch.css';

/**
 * The offered languages, each by its own name; choosing one shows the same page in it at once
 * (no navigation: the path and query stay) and stores the choice (decision 0056). None with a
 * single offered language.
 */
export function LanguageSwitch() {
  const texts = useTexts();
  const { languages } = usePortalConfig();
  const { language: current, setLanguage } = useLanguage();
  if (languages.length < 2) return null;

  function handleChoose(language: Language) {
    if (language === current) return;
    setLanguage(language);
    void saveLanguage(language);
  }

  return (
    <div className="language-switch" role="group" aria-label={texts.header.languageLabel}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          className="language-switch__option"
          lang={language}
          aria-current={language === current ? 'true' : undefined}
          onClick={() => handleChoose(language)}
        >
          {languageNames[language]}
        </button>
      ))}
    </div>
  );
}
