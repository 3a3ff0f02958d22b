import type { Contract } from '@energiaportaali/domain';
import { housingDetailPath } from '../../lib/consumption-paths';
import type { HousingCompany } from '../../lib/session';
import { useTexts } from '../../texts';
import '../../components/entity-cards.css';
import { MeteringPointLinks } from '../../components/metering-point-links';

const housingPathOf = (contract: Contract) =>
  housingDetailPath(contract.utility, contract.meteringpointIdentifier);

/** The housing companies of a property-management office, one card each with their points. */
export function HousingCompanyList({ companies }: { companies: readonly HousingCompany[] }) {
  const texts = useTexts();
  if (companies.length === 0) return <p>{texts.propertyManager.noHousingCompanies}</p>;
  return (
    <ul className="entity-list">
      {companies.map((company) => (
        <li key={company.id} className="entity-card">
          <h2>{company.name}</h2>
          <p>
            {texts.propertyManager.businessId} {company.official}
          </p>
          <MeteringPointLinks
            businessId={company.official}
            customerName={company.name}
            pathOf={housingPathOf}
          />
        </li>
      ))}
    </ul>
  );
}
