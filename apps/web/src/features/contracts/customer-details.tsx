import type { CustomerData } from '@energiaportaali/domain';
import { useTexts } from '../../texts';

/** 'Asiakastiedot': customer numbers, name and e-mail. */
export function CustomerDetails({ customer }: { customer: CustomerData }) {
  const texts = useTexts().contracts;
  return (
    <section className="contracts__section" aria-labelledby="customer-heading">
      <h2 id="customer-heading">{texts.customerHeading}</h2>
      <dl className="contract-facts">
        <div>
          <dt>{texts.customerNumbers}</dt>
          <dd>{customer.customerIdentifier.join(', ')}</dd>
        </div>
        <div>
          <dt>{texts.name}</dt>
          <dd>{customer.customerName}</dd>
        </div>
        <div>
          <dt>{texts.email}</dt>
          <dd>{customer.email ?? texts.noEmail}</dd>
        </div>
      </dl>
    </section>
  );
}
