import { paths } from '@energiaportaali/domain';
import { LinkButton } from '../../components/link-button';
import { useTexts } from '../../texts';

/** /rekisteroidy/success: the account exists; logging in is next. */
export function Component() {
  const texts = useTexts();
  return (
    <div className="container page">
      <h1>{texts.registration.successTitle}</h1>
      <p>{texts.registration.successBody}</p>
      <LinkButton href={paths.consumerLogin}>{texts.registration.login}</LinkButton>
    </div>
  );
}
