import { fibreOfferPath, type PortalConfig } from '@energiaportaali/domain';
import { Link } from 'react-router';
import { usePortalConfig } from '../api/configuration';
import { useTexts } from '../texts';
import { HtmlBlock } from './html-block';
import './html-box.css';

const baseFibreTemplate = 'fiber0.html';
const fibreTemplatePattern = /^fiber(\d+)\.html$/;

/**
 * The configured fibre advertisement blocks, when fibre is enabled: fiber0.html (for everyone)
 * first, then the fiber{type}.html of each type available at the user's addresses, in type order.
 */
export function fibreTemplates(config: PortalConfig, availableTypes: readonly string[]): string[] {
  if (!config.services.includes('fibre')) return [];
  const typed = Object.keys(config.templates)
    .map((key) => ({ key, type: fibreTemplatePattern.exec(key)?.[1] }))
    .filter((entry) => entry.type !== undefined && entry.key !== baseFibreTemplate)
    .filter((entry) => availableTypes.includes(entry.type!))
    .sort((a, b) => Number(a.type) - Number(b.type))
    .map((entry) => entry.key);
  const base = baseFibreTemplate in config.templates ? [baseFibreTemplate] : [];
  return [...base, ...typed].map((key) => config.templates[key] ?? '');
}

/**
 * 'Valokuitu': the configured fibre blocks and the way to ask for an offer, when the portal
 * sells fibre. `availableTypes` are the fibre products at the user's addresses.
 */
export function FibreAdvert({ availableTypes }: { availableTypes: readonly string[] }) {
  const texts = useTexts().dashboard.fibre;
  const config = usePortalConfig();
  if (!config.services.includes('fibre')) return null;
  return (
    <section className="html-box fibre-box" aria-label={texts.label}>
      {fibreTemplates(config, availableTypes).map((html, index) => (
        <HtmlBlock key={index} html={html} />
      ))}
      <Link className="button button--primary" to={fibreOfferPath}>
        {texts.offer}
      </Link>
    </section>
  );
}
