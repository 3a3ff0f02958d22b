import type { Contract } from '@energiaportaali/domain';
import { companyDetailPath, housingDetailPath } from '../../lib/consumption-paths';
import type { CustomerRelationship, HousingCompany } from '../../lib/session';
import { useTexts } from '../../texts';
import { MeteringPointLinks } from './metering-point-links';
import './landing.css';

/** The companies of a company user, one card each with the points the company view shows. */
export function CustomerList({
  companies,
  idLabel,
}: {
  companies: readonly CustomerRelationship[];
  idLabel: string;
}) {
  const texts = useTexts();
  if (companies.length === 0) return <p>{texts.landing.noCompanies}</p>;
  return (
    <ul className="landing-list">
      {companies.map((company) => {
        // The company routes exist for electricity and district heat (spec 02 route table).
        const pathOf = (contract: Contract) =>
          contract.utility === 'water'
            ? null
            : companyDetailPath(
                contract.utility,
                contract.meteringpointIdentifier,
                company.identifier,
              );
        return (
          <li key={company.customerIdentifier} className="landing-card">
            <h2>{company.customerName}</h2>
            <p>
              {idLabel} {company.identifier}
            </p>
            <MeteringPointLinks
              businessId={company.identifier}
              customerName={company.customerName}
              pathOf={pathOf}
            />
          </li>
        );
      })}
    </ul>
  );
}

const housingPathOf = (contract: Contract) =>
  housingDetailPath(contract.utility, contract.meteringpointIdentifier);

/** The housing companies of a property-management office, one card each with their points. */
export function HousingCompanyList({ companies }: { companies: readonly HousingCompany[] }) {
  const texts = useTexts();
  if (companies.length === 0) return <p>{texts.landing.noHousingCompanies}</p>;
  return (
    <ul className="landing-list">
      {companies.map((company) => (
        <li key={company.id} className="landing-card">
          <h2>{company.name}</h2>
          <p>
            {texts.landing.businessId} {company.official}
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
