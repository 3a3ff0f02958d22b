import { formatDate, type UsageNoDataYet } from '@energiaportaali/domain';
import { useTexts } from '../../texts';

/**
 * The period of a point whose meter data has not come yet (decision 0043): said plainly, with
 * the day the data starts when known; no failure, no chart and no Excel file.
 */
export function NoDataYet({ noDataYet }: { noDataYet: UsageNoDataYet }) {
  const texts = useTexts().consumption.noDataYet;
  return (
    <div className="usage-no-data" role="status">
      <p className="usage-no-data__title">{texts.title}</p>
      {noDataYet.dataFrom && <p>{texts.dataFrom(formatDate(noDataYet.dataFrom))}</p>}
    </div>
  );
}
