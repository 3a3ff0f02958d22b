import { paths, type InvitationKind } from '@energiaportaali/domain';
import { usePortalConfig } from '../../api/configuration';
import { identityPaths } from '../../lib/identity-paths';
import { useTexts } from '../../texts';
import { loginPathOfKind } from './login-path';

/**
 * The link was used already or has expired: says so, who sent it (when known) and whom to ask
 * for a new one, with the utility's customer service as the fallback everyone has.
 */
export function InvalidLink({
  kind,
  invitedBy,
}: {
  /** Known when the link's details loaded before it stopped working. */
  kind?: InvitationKind;
  invitedBy?: string | null;
}) {
  const texts = useTexts().invitation.invalidLink;
  const { customerServiceEmail } = usePortalConfig();
  return (
    <section aria-labelledby="invalid-link-heading">
      <h1 id="invalid-link-heading">{texts.title}</h1>
      <p>{texts.body}</p>
      {invitedBy && <p>{texts.invitedBy(invitedBy)}</p>}
      <p>
        {kind ? texts.askByKind[kind] : texts.askAnyone}{' '}
        <a href={`mailto:${customerServiceEmail}`}>{customerServiceEmail}</a>
      </p>
      <p>{texts.login}</p>
      <div className="form__actions">
        {kind ? (
          <a className="button button--secondary" href={loginPathOfKind(kind)}>
            {texts.loginAction}
          </a>
        ) : (
          <>
            <a className="button button--secondary" href={paths.companyLogin}>
              {texts.loginCompany}
            </a>
            <a className="button button--secondary" href={identityPaths.managerLogin}>
              {texts.loginManager}
            </a>
          </>
        )}
      </div>
    </section>
  );
}
