import { paths } from '@energiaportaali/domain';
import { useCallback, useEffect, useRef } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { RoleGuard } from '../../lib/role-guard';
import { useTexts } from '../../texts';
import { AuditSection } from './audit';
import { HousingRequestsSection } from './housing-requests';
import { InboxSection } from './inboxes';
import { InvitationsSection } from './invitations';
import { OutboxSection } from './outbox';
import { RegistrationDetail } from './registration-detail';
import { RegistrationsSection } from './registrations';
import { backOfficeSections } from './sections';
import { NavigatedContext } from './section-heading';
import { UsersSection } from './users';
import './backoffice.css';

/** The sections as links styled as tabs: each is a page of its own (back, forward, bookmarks). */
function SectionNav() {
  const texts = useTexts().backOffice;
  return (
    <nav className="backoffice-nav" aria-label={texts.sectionsLabel}>
      <ul>
        {backOfficeSections.map((section) => (
          <li key={section.id}>
            <NavLink to={section.path} className="backoffice-nav__link">
              {texts.sections[section.id]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BackOffice() {
  const texts = useTexts().backOffice;
  // Focus moves to a section's heading on moves within the back office, not when it first opens.
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
  }, []);
  const navigated = useCallback(() => shown.current, []);
  return (
    <NavigatedContext value={navigated}>
      <div className="container page backoffice">
        <h1>{texts.title}</h1>
        <SectionNav />
        <Routes>
          <Route index element={<Navigate to="rekisteroinnit" replace />} />
          <Route path="rekisteroinnit" element={<RegistrationsSection />} />
          <Route path="rekisteroinnit/:id" element={<RegistrationDetail />} />
          <Route path="taloyhtiopyynnot" element={<HousingRequestsSection />} />
          <Route path="kutsut" element={<InvitationsSection />} />
          <Route path="saapuneet" element={<Navigate to="palautteet" replace />} />
          <Route path="saapuneet/:kind" element={<InboxSection />} />
          <Route path="sahkopostit" element={<OutboxSection />} />
          <Route path="kayttajat" element={<UsersSection />} />
          <Route path="tapahtumat" element={<AuditSection />} />
          <Route path="*" element={<Navigate to="rekisteroinnit" replace />} />
        </Routes>
      </div>
    </NavigatedContext>
  );
}

/**
 * /asiakaspalvelu/*: the customer-service back office (role operator only). Logged out, its own
 * login starts: no customer page links to it.
 */
export function Component() {
  return (
    <RoleGuard roles={['operator']} loggedOutTo={paths.backOfficeLogin}>
      <BackOffice />
    </RoleGuard>
  );
}
