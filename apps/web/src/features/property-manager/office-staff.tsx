import { officeStaffMessages } from '@energiaportaali/domain';
import { useState } from 'react';
import type { HousingCompany } from '../../lib/session';
import { useTexts } from '../../texts';
import { ManagerList } from './manager-list';
import { StaffFormDialog } from './staff-form';

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
        <StaffFormDialog
          onClose={() => setAdding(false)}
          onAdded={(name) => {
            setAdding(false);
            onBanner(officeStaffMessages.added(name));
          }}
        />
      )}
    </div>
  );
}
