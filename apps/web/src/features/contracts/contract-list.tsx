import { formatDate, formatNumber, type Contract } from '@energiaportaali/domain';
import { Accordion } from '../../components/accordion';
import { useTexts, type Texts } from '../../texts';
import { isOpenEnded, shownYearlyEstimate, sortContracts } from './contract-rules';

const contractTypeLabel = (contract: Contract, texts: Texts['contracts']) =>
  contract.utility === 'water' ? texts.waterContractType : contract.contractType;

function ContractDetails({ contract, today }: { contract: Contract; today: string }) {
  const texts = useTexts().contracts;
  if (contract.utility === 'water') return <p>{texts.waterComingSoon}</p>;
  const estimate = shownYearlyEstimate(contract, today);
  const facts: [string, string][] = [
    [texts.contractType, contractTypeLabel(contract, texts)],
    [texts.product, contract.contractProduct],
    [texts.contractIdentifier, contract.contractIdentifier],
    [texts.meteringPointIdentifier, contract.meteringpointIdentifier],
    [texts.gsrn, contract.gsrnIdentifier],
    [texts.address, `${contract.address}, ${contract.zip} ${contract.city}`],
    [texts.start, formatDate(contract.contractStart)],
    [texts.end, isOpenEnded(contract) ? texts.openEnded : formatDate(contract.contractEnd)],
  ];
  if (estimate !== null) facts.push([texts.yearlyEstimate, `${formatNumber(estimate)} kWh`]);
  return (
    <dl className="contract-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Sopimukset': one accordion per contract, sorted by street. */
export function ContractList({
  contracts,
  today,
}: {
  contracts: readonly Contract[];
  /** YYYY-MM-DD in the portal's time zone: decides which contracts have ended. */
  today: string;
}) {
  const texts = useTexts().contracts;
  return (
    <section className="contracts__section" aria-labelledby="contracts-heading">
      <h2 id="contracts-heading">{texts.contractsHeading}</h2>
      {contracts.length === 0 ? (
        <p>{texts.noContracts}</p>
      ) : (
        sortContracts(contracts).map((contract) => (
          <Accordion
            key={contract.contractIdentifier}
            title={
              <>
                <span className="contract-title__place">
                  {contract.address}, {contract.zip} {contract.city}
                </span>{' '}
                <span className="contract-title__type">
                  {contractTypeLabel(contract, texts)}, {contract.contractProduct}
                </span>
              </>
            }
          >
            <ContractDetails contract={contract} today={today} />
          </Accordion>
        ))
      )}
    </section>
  );
}
