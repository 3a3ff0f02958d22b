import { cardPage } from '@energiaportaali/domain';
import { useState } from 'react';
import '../../components/entity-cards.css';
import type { CustomerRelationship } from '../../lib/session';
import { useTexts } from '../../texts';
import { CardPager } from './card-pager';
import { CompanyCard } from './company-card';

/** 'Yritykset': the user's companies, five cards a page, each with its consumption. */
export function CompanyList({ companies }: { companies: readonly CustomerRelationship[] }) {
  const texts = useTexts().company;
  const [page, setPage] = useState(1);
  // One clock for every card, so the presets of two cards never disagree.
  const [now] = useState(() => new Date());
  if (companies.length === 0) return <p>{texts.noCompanies}</p>;
  const shown = cardPage(companies, page);
  return (
    <>
      <ul className="entity-list company-list">
        {shown.items.map((company) => (
          <CompanyCard key={company.customerIdentifier} company={company} now={now} />
        ))}
      </ul>
      <CardPager
        label={texts.pagination.companies}
        page={shown.page}
        pages={shown.pages}
        onChoose={setPage}
      />
    </>
  );
}
