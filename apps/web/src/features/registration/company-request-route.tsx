import { useTexts } from '../../texts';
import { CompanyRegistrationForm } from './company-request-form';
import './company-request.css';

/** /rekisteroidy/pyynto: a business or a property-management office asks for credentials. */
export function Component() {
  const texts = useTexts().companyRegistration;
  return (
    <div className="container page company-registration">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <CompanyRegistrationForm />
    </div>
  );
}
