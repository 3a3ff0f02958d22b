import { usePortalConfig } from '../../api/configuration';
import { useTexts } from '../../texts';

/** /rekisteroidy/failure: the identified person is no customer, so no account can be made. */
export function Component() {
  const texts = useTexts();
  const { customerServiceEmail } = usePortalConfig();
  return (
    <div className="container page">
      <h1>{texts.registration.failureTitle}</h1>
      <p>
        {texts.registration.failureBody}{' '}
        <a href={`mailto:${customerServiceEmail}`}>{customerServiceEmail}</a>
      </p>
    </div>
  );
}
