import { useTexts } from '../../texts';
import { CustomerList } from './relationship-lists';
import { RequireRole } from './require-role';

/** /dashboard for now: the consumer's customer relationships (the dashboard proper comes later). */
export function Component() {
  const texts = useTexts();
  return (
    <RequireRole roles={['consumer']}>
      {(user) => (
        <div className="container page">
          <h1>{texts.landing.consumerTitle}</h1>
          <p>{texts.landing.consumerIntro}</p>
          <CustomerList companies={user.companies ?? []} idLabel={texts.landing.customerNumber} />
        </div>
      )}
    </RequireRole>
  );
}
