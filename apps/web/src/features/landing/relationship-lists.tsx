import type { CustomerRelationship, HousingCompany } from '../../lib/session';
import { useTexts } from '../../texts';
import './landing.css';

/** The customers of a consumer or company user, one card each. */
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
      {companies.map((company) => (
        <li key={company.customerIdentifier} className="landing-card">
          <h2>{company.customerName}</h2>
          <p>
            {idLabel} {company.identifier}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The housing companies of a property-management office, one card each. */
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
        </li>
      ))}
    </ul>
  );
}
