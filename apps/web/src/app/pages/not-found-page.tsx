import { homeLinkFor } from '@energiaportaali/domain';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { useTexts } from '../../texts';

/** The fallback of every unknown path. */
export function NotFoundPage() {
  const texts = useTexts();
  const { user } = useSession();
  return (
    <div className="container page">
      <h1>{texts.notFound.title}</h1>
      <p>{texts.notFound.body}</p>
      <Link to={homeLinkFor(user?.role ?? null)}>{texts.notFound.backHome}</Link>
    </div>
  );
}
