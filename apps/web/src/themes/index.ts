import type { Theme } from '@energiaportaali/domain';
import './themes.css';
import './base.css';

/** Switches the brand colours: themes.css keys every theme's custom properties on <html data-theme>. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}
