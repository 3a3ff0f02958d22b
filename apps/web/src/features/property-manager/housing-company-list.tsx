import type { Contract } from '@energiaportaali/domain';
import { useId, useState } from 'react';
import { useContractsQuery } from '../../api/contracts';
import '../../components/entity-cards.css';
import { MeteringPointLinks } from '../../components/metering-point-links';
import { housingDetailPath } from '../../lib/consumption-paths';
import { distinctPoints, pointKey } from '../../lib/metering-points';
import type { HousingCompany } from '../../lib/session';
import { useTexts } from '../../texts';
import { ExpandableList } from './expandable-list';
import { MonthChart } from './month-chart';
import './property-manager.css';

/** Houses shown before 'Näytä lisää taloyhtiöitä'. */
const firstHouses = 5;

const housingPathOf = (contract: Contract) =>
  housingDetailPath(contract.utility, contract.meteringpointIdentifier);

/** Each point's year by month, titled like its link above. */
function HouseCharts({ house }: { house: HousingCompany }) {
  const texts = useTexts();
  const query = useContractsQuery(house.official);
  // The links above tell of loading and failures; the charts wait for the same answer.
  if (!query.isSuccess) return null;
  return (
    <ul
      className="house-charts"
      aria-label={texts.propertyManager.houseList.chartsLabel(house.name)}
    >
      {distinctPoints(query.data.contracts).map((contract) => (
        <li key={pointKey(contract)}>
          <h3>
            {texts.consumption.products[contract.utility]} {contract.address}, {contract.zip}{' '}
            {contract.city}
          </h3>
          <MonthChart contract={contract} />
        </li>
      ))}
    </ul>
  );
}

function HouseCard({ house }: { house: HousingCompany }) {
  const texts = useTexts().propertyManager;
  const headingId = useId();
  const chartsId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="entity-card house-card">
      <h2 id={headingId}>{house.name}</h2>
      <p>
        {texts.businessId} {house.official}
      </p>
      <MeteringPointLinks
        businessId={house.official}
        customerName={house.name}
        pathOf={housingPathOf}
      />
      <button
        type="button"
        className="button button--secondary house-card__toggle"
        aria-expanded={expanded}
        aria-controls={expanded ? chartsId : undefined}
        aria-describedby={headingId}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? texts.houseList.showLess : texts.houseList.showMore}
      </button>
      {expanded && (
        <div id={chartsId}>
          <HouseCharts house={house} />
        </div>
      )}
    </div>
  );
}

/**
 * The housing companies of a property-management office (spec 02 §2 'Manager dashboard'): the
 * first five, then all; each with its points' links and, behind its show more / show less
 * toggle, their current year by month.
 */
export function HousingCompanyList({ companies }: { companies: readonly HousingCompany[] }) {
  const texts = useTexts().propertyManager;
  if (companies.length === 0) return <p>{texts.noHousingCompanies}</p>;
  return (
    <ExpandableList
      items={companies}
      initialCount={firstHouses}
      keyOf={(house) => house.id}
      renderItem={(house) => <HouseCard house={house} />}
      className="entity-list house-list"
      moreLabel={texts.houseList.showMoreHouses}
      lessLabel={texts.houseList.showFewer}
    />
  );
}
