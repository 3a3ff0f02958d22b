import {
  companyRegistrationPath,
  invitationPaths,
  invitationTokenSchema,
  type InvitationInfo,
} from '@energiaportaali/domain';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useInvitationQuery } from '../../api/invitation';
import { Spinner } from '../../components/spinner';
import { areTermsAccepted } from '../../lib/terms-storage';
import { useTexts } from '../../texts';
import { InvalidLink } from './invalid-link';
import { InvitationLoadFailure } from './invitation-load-failure';
import {
  emptyOffice,
  emptyPerson,
  type OfficeFormValues,
  type PersonForm,
  type PersonFormValues,
} from './manager-company-forms';
import { OfficeStep } from './office-step';
import { PersonStep } from './person-step';
import type { Refusal } from './registration-answers';
import { StepIndicator } from './step-indicator';

/** Router state of the page without a token: it was reached through a link that no longer works. */
interface MissingState {
  invalidLink: true;
}

function cameFromInvalidLink(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'invalidLink' in state;
}

/** Back to the page without a token, telling it the link no longer works. */
function LeaveInvalidLink() {
  const state: MissingState = { invalidLink: true };
  return <Navigate to={invitationPaths.managerCompanyRegistration} state={state} replace />;
}

/** /isannointi/rekisteroidy without a token: how an office asks for access. */
function MissingToken() {
  const texts = useTexts().invitation.managerCompany;
  const location = useLocation();
  const invalid = cameFromInvalidLink(location.state);
  const Heading = invalid ? 'h2' : 'h1';
  return (
    <>
      {invalid && <InvalidLink kind="manager-company" />}
      <section aria-labelledby="missing-token-heading">
        <Heading id="missing-token-heading">{invalid ? texts.title : texts.missingTitle}</Heading>
        <p>{texts.missingBody}</p>
        <Link className="button button--primary" to={companyRegistrationPath}>
          {texts.request}
        </Link>
      </section>
    </>
  );
}

type Step =
  | { at: 'person' }
  | { at: 'office'; person: PersonForm }
  | { at: 'invalid' }
  | { at: 'email-in-use' }
  | { at: 'registered' };

function Registration({ token, invitation }: { token: string; invitation: InvitationInfo }) {
  const texts = useTexts().invitation.managerCompany;
  const [step, setStep] = useState<Step>({ at: 'person' });
  const [person, setPerson] = useState<PersonFormValues>(() => ({
    ...emptyPerson(invitation.firstName ?? '', invitation.lastName ?? ''),
    termsAccepted: areTermsAccepted(),
    dataProtectionPlanAccepted: areTermsAccepted(),
  }));
  const [office, setOffice] = useState<OfficeFormValues>(emptyOffice);

  function handleRefused(refusal: Refusal) {
    setStep({ at: refusal === 'invalid-link' ? 'invalid' : 'email-in-use' });
  }

  if (step.at === 'invalid')
    return <InvalidLink kind={invitation.kind} invitedBy={invitation.invitedBy} />;
  if (step.at === 'email-in-use') {
    return <Navigate to={invitationPaths.managerCompanyExists} replace />;
  }
  if (step.at === 'registered') {
    return <Navigate to={invitationPaths.managerCompanySuccess} replace />;
  }
  const current = step.at === 'person' ? 0 : 1;
  return (
    <>
      <h1>{texts.title}</h1>
      <StepIndicator steps={texts.stepNames} current={current} />
      {step.at === 'person' ? (
        <PersonStep
          token={token}
          invitation={invitation}
          defaults={person}
          onDone={(done) => {
            setPerson(done);
            setStep({ at: 'office', person: done });
          }}
          onRefused={handleRefused}
        />
      ) : (
        <OfficeStep
          token={token}
          person={step.person}
          defaults={office}
          onRegistered={() => setStep({ at: 'registered' })}
          onRefused={handleRefused}
          onBack={(typed) => {
            setOffice(typed);
            setStep({ at: 'person' });
          }}
        />
      )}
    </>
  );
}

function WithInvitation({ token }: { token: string }) {
  const texts = useTexts();
  const invitation = useInvitationQuery(token);
  if (invitation.isPending) return <Spinner label={texts.invitation.loading} />;
  if (invitation.isError) {
    return (
      <InvitationLoadFailure
        title={texts.invitation.managerCompany.title}
        error={invitation.error}
        invalidLink={<LeaveInvalidLink />}
        onRetry={() => void invitation.refetch()}
      />
    );
  }
  // A link of another kind (a manager's, a company person's) is no registration link.
  if (invitation.data.kind !== 'manager-company') return <LeaveInvalidLink />;
  return <Registration token={token} invitation={invitation.data} />;
}

/**
 * /isannointi/rekisteroidy?token=…: the manager company's registration (spec 02 §2 'Manager
 * registration'): step 0 the main user, step 1 the office, then success or the exists page.
 * Without a token, or with one that does not work, how to ask for access.
 */
export function Component() {
  const token = useSearchParams()[0].get('token');
  let content;
  if (token === null) content = <MissingToken />;
  else if (!invitationTokenSchema.safeParse(token).success) content = <LeaveInvalidLink />;
  else content = <WithInvitation key={token} token={token} />;
  return <div className="container page">{content}</div>;
}
