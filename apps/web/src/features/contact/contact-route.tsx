import { RoleGuard } from '../../lib/role-guard';
import { useTexts } from '../../texts';
import { ContactChangeForm } from './contact-change-form';
import { CustomershipSummary } from './customership-summary';

/** /yhteystiedot: the consumer's customer details and a contact change request (spec 02 §2). */
export function Component() {
  const texts = useTexts().selfService.contact;
  return (
    <RoleGuard roles={['consumer']}>
      <div className="container page">
        <h1>{texts.title}</h1>
        <CustomershipSummary />
        <ContactChangeForm />
      </div>
    </RoleGuard>
  );
}
