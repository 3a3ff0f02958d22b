import { userRoles } from '@energiaportaali/domain';
import { RoleGuard } from '../../lib/role-guard';
import { useSession } from '../../lib/session';
import { useTexts } from '../../texts';
import { FeedbackForm } from './feedback-form';

function FeedbackPage() {
  const texts = useTexts().selfService.feedback;
  const { user } = useSession();
  return (
    <div className="container page">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      {/* The session may end while the page is open; the session provider then goes home. */}
      {user && <FeedbackForm user={user} />}
    </div>
  );
}

/** /feedback: contact or feedback form for any logged-in user (spec 01 §2, §6). */
export function Component() {
  return (
    <RoleGuard roles={userRoles}>
      <FeedbackPage />
    </RoleGuard>
  );
}
