import { usePortalConfig } from '../../api/configuration';
import { useTexts } from '../../texts';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Contact details, office hours, out-of-hours fault numbers and the document links from the configuration. */
export function Footer() {
  const texts = useTexts();
  const { contact, officeHours, faultNumbers, documents } = usePortalConfig();

  return (
    <footer className="footer">
      <div className="container footer__inner">
        <section className="footer__section" aria-labelledby="footer-customer-service">
          <h2 id="footer-customer-service">{texts.footer.customerService}</h2>
          <p>
            {contact.companyName}
            <br />
            {contact.streetAddress}
            <br />
            {contact.postalCode} {contact.city}
          </p>
          <p>
            {texts.footer.phone}: <a href={telHref(contact.phone)}>{contact.phone}</a>
            <br />
            {texts.footer.email}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          <p>
            {texts.footer.officeHours} {officeHours.days} {officeHours.times.join(' ja ')}
          </p>
        </section>
        <section className="footer__section" aria-labelledby="footer-fault-reports">
          <h2 id="footer-fault-reports">{texts.footer.faultReports}</h2>
          <p>{texts.footer.faultReportsIntro}</p>
          <ul className="footer__list">
            {faultNumbers.map((fault) => (
              <li key={fault.label}>
                {fault.label}: <a href={telHref(fault.phone)}>{fault.phone}</a>
              </li>
            ))}
          </ul>
        </section>
        <nav className="footer__section" aria-label={texts.footer.documents}>
          <ul className="footer__list">
            <li>
              <a href={documents.privacyStatement}>{texts.footer.privacyStatement}</a>
            </li>
            <li>
              <a href={documents.termsOfUse}>{texts.footer.termsOfUse}</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
