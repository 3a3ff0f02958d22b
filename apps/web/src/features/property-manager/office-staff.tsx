import { officeStaffMessages } from '@energiaportaali/domain';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../components/spinner';
import type { HousingCompany } from '../../lib/session';
import { useTexts } from '../../texts';
import { ManagerList } from './manager-list';

// The staff form (react-hook-form) comes with the first 'Lisää isännöitsijä'.
const StaffFormDialog = lazy(async () => ({
  default: (await import('./staff-form')).StaffFormDialog,
}));

/**
 * The office main user's staff actions (spec 02 §6): 'Lisää isännöitsijä' and the managers with
 * their housing companies and removal. Every outcome is told through `onBanner`.
 */
export function OfficeStaff({
  officeHouses,
  onBanner,
}: {
  officeHouses: readonly HousingCompany[];
  onBanner: (message: string) => void;
}) {
  const texts = useTexts().propertyManager.superUser;
  const [adding, setAdding] = useState(false);
  return (
    <div className="office-staff">
      <div>
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          {texts.addManager}
        </button>
      </div>
      <ManagerList
        officeHouses={officeHouses}
        onRemoved={(name) => onBanner(officeStaffMessages.removed(name))}
        onHousesSaved={(name) => onBanner(texts.housesSaved(name))}
      />
      {adding && (
        <Suspense fallback={<Spinner />}>
          <StaffFormDialog
            onClose={() => setAdding(false)}
            onAdded={(name) => {
              setAdding(false);
              onBanner(officeStaffMessages.added(name));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
