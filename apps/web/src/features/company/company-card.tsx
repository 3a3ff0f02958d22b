import type { Contract } from '@energiaportaali/domain';
import { useId, useState } from 'react';
import { useContractsQuery } from '../../api/contracts';
import '../../components/entity-cards.css';
import { MeteringPointLinks } from '../../components/metering-point-links';
import { Spinner } from '../../components/spinner';
import { companyDetailPath } from '../../lib/consumption-paths';
import type { CustomerRelationship } from '../../lib/session';
import { useTexts } from '../../texts';
import { CardPeriodControls } from './card-period-controls';
import { detailSearch, initialCardPeriod, periodText } from './card-period';
import { CompanyUsage } from './company-usage';
import { companyPoints } from './use-company-usage';
import './company.css';

/** The consumption part of a card: period controls, then the sums once the points are known. */
function CardUsage({ company, now }: { company: CustomerRelationship; now: Date }) {
  const texts = useTexts().company.usage;
  const headingId = useId();
  const [chosen, setChosen] = useState(() => initialCardPeriod(now));
  const contracts = useContractsQuery(company.identifier);
  const { period } = chosen;
  // The company routes exist for electricity and district heat (spec 02 route table); the
  // links open the point's page at the card's period.
  const pathOf = (contract: Contract) =>
    contract.utility === 'water'
      ? null
      : `${companyDetailPath(contract.utility, contract.meteringpointIdentifier, company.identifier)}${detailSearch(period)}`;
  return (
    <section className="company-card__usage" aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.heading}</h3>
      <CardPeriodControls value={chosen} now={now} onChange={setChosen} />
      {/* A failed contracts load is told once, by the point links below. */}
      {contracts.isPending ? (
        <Spinner label={texts.loading} />
      ) : contracts.isSuccess ? (
        <CompanyUsage
          businessId={company.identifier}
          points={companyPoints(contracts.data.contracts)}
          period={period}
          periodName={periodText(period, now, texts)}
        />
      ) : null}
      <p className="company-card__details">{texts.detailsLabel}</p>
      <MeteringPointLinks
        businessId={company.identifier}
        customerName={company.customerName}
        pathOf={pathOf}
      />
    </section>
  );
}

/** One company of Hallintapaneeli: its name, business id and consumption. */
export function CompanyCard({ company, now }: { company: CustomerRelationship; now: Date }) {
  const texts = useTexts().company;
  return (
    <li className="entity-card company-card">
      <h2>{company.customerName}</h2>
      <p>
        {texts.businessId} {company.identifier}
      </p>
      <CardUsage company={company} now={now} />
    </li>
  );
}
