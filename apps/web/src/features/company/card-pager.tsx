import { useTexts } from '../../texts';

/** 'Edellinen' / 'Sivu n/m' / 'Seuraava' under a card list; nothing when all fit on one page. */
export function CardPager({
  label,
  page,
  pages,
  onChoose,
}: {
  label: string;
  page: number;
  pages: number;
  onChoose: (page: number) => void;
}) {
  const texts = useTexts().company.pagination;
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page === 1}
        onClick={() => onChoose(page - 1)}
      >
        {texts.previous}
      </button>
      <span aria-live="polite">{texts.pageOf(page, pages)}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page === pages}
        onClick={() => onChoose(page + 1)}
      >
        {texts.next}
      </button>
    </nav>
  );
}
