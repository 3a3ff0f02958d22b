import { useTexts } from '../../texts';
import { BusinessRegistrationForm } from './business-request-form';
import './business-request.css';

/** /rekisteroidy/pyynto: a business or a property-management office asks for credentials. */
export function Component() {
  const texts = useTexts().businessRegistration;
  return (
    <div className="container page business-registration">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <BusinessRegistrationForm />
    </div>
  );
}
