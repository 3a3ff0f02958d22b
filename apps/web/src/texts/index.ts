export type { Texts } from './catalogue';
export {
  LanguageProvider,
  languageOfPage,
  loadCatalogue,
  useLanguage,
  useTexts,
  type LanguageState,
} from './language';
