import type { Contract } from '@energiaportaali/domain';
import '../../components/entity-cards.css';
import { MeteringPointLinks } from '../../components/metering-point-links';
import { companyDetailPath } from '../../lib/consumption-paths';
import type { CustomerRelationship } from '../../lib/session';
import { useTexts } from '../../texts';

/** The companies of a company user, one card each with the points the company view shows. */
export function CustomerList({
  companies,
  idLabel,
}: {
  companies: readonly CustomerRelationship[];
  idLabel: string;
}) {
  const texts = useTexts();
  if (companies.length === 0) return <p>{texts.company.noCompanies}</p>;
  return (
    <ul className="entity-list">
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
          <li key={company.customerIdentifier} className="entity-card">
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
