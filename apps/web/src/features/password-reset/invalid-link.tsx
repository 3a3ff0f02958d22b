import { passwordResetPaths } from '@energiaportaali/domain';
import { Link } from 'react-router';
import { useTexts } from '../../texts';

/** The link is unknown, used, replaced or expired: says so, with a way to ask for a new one. */
export function InvalidResetLink() {
  const texts = useTexts().passwordReset.link;
  return (
    <section aria-labelledby="reset-invalid-heading">
      <h1 id="reset-invalid-heading">{texts.invalidTitle}</h1>
      <p>{texts.invalidBody}</p>
      <div className="form__actions">
        <Link className="button button--primary" to={passwordResetPaths.request}>
          {texts.invalidAction}
        </Link>
      </div>
    </section>
  );
}
