import { paths } from '@energiaportaali/domain';
import { LinkButton } from '../../components/link-button';
import { useTexts } from '../../texts';

/** Shown when the user lacks access; offers a consumer login. */
export function ForbiddenPage() {
  const texts = useTexts();
  return (
    <div className="container page">
      <h1>{texts.forbidden.title}</h1>
      <p>{texts.forbidden.body}</p>
      <LinkButton href={paths.consumerLogin}>{texts.forbidden.loginAsConsumer}</LinkButton>
    </div>
  );
}
