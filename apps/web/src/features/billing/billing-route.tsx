import { RoleGuard } from '../../lib/role-guard';
import { BillingPage } from './billing-page';

/** /laskutustiedot 'Laskutiedot': the consumer's invoice table with PDFs and due-date postponement. */
export function Component() {
  return (
    <RoleGuard roles={['consumer']}>
      <BillingPage />
    </RoleGuard>
  );
}
