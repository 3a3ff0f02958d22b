import { HtmlBlock } from '../../components/html-block';
import { useTexts } from '../../texts';

/**
 * Theme 'tke': where to get help with payments. The organisation may write its own note as the
 * template 'laskutustuki.html'; otherwise the built-in text links to the payment partner.
 */
export function SupportNote({ template }: { template: string | undefined }) {
  const texts = useTexts().billing.supportNote;
  return (
    <aside className="billing__support" aria-label={texts.label}>
      {template ? (
        <HtmlBlock html={template} />
      ) : (
        <p>
          {texts.text}{' '}
          <a href={texts.href} target="_blank" rel="noopener noreferrer">
            {texts.link}
          </a>
        </p>
      )}
    </aside>
  );
}
