import {
  externalLoginCodes,
  homeLinkFor,
  loginStateLostCode,
  logoutHref,
  paths,
  type LoginType,
  type LoginEntry,
} from '@energiaportaali/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { completeLogin, loginStartHref } from '../../api/login';
import { fetchUserDetails, toSessionUser } from '../../api/user-details';
import { FormAlert } from '../../components/form-alert';
import { LinkButton } from '../../components/link-button';
import { useServiceUnavailable } from '../../components/maintenance-notice';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/session';
import { useTexts } from '../../texts';
import { fetchLoginEntry } from './login-entry';

type Outcome =
  | 'loading'
  | 'cancelled'
  | 'notFound'
  | 'maintenance'
  | 'wrongCredentials'
  | 'customerDataFailed'
  | 'stateLost'
  | 'loginFailed'
  | 'emailUnverified'
  | 'emailBound';

// A refused return is never a wrong password (that was checked on the login page): the login
// state was lost, the code could not be exchanged, or the provider's identity found no account
// (decision 0047). Either way the way on is a new login.
const retryOutcomes: readonly Outcome[] = [
  'stateLost',
  'loginFailed',
  'emailUnverified',
  'emailBound',
];

const outcomeOfRefusal: Record<string, Outcome> = {
  [loginStateLostCode]: 'stateLost',
  [externalLoginCodes.emailUnverified]: 'emailUnverified',
  [externalLoginCodes.emailBound]: 'emailBound',
};

function outcomeOfStatus(status: number | null): Outcome {
  if (status === 204) return 'notFound';
  if (status === 401) return 'wrongCredentials';
  if (status === 408 || status === 503) return 'maintenance';
  return 'customerDataFailed';
}

/**
 * The login return page of one login type: starts the login when opened without a code,
 * otherwise completes it, loads the user's details and sends the user to the role's page.
 */
export function LoginLanding({ type }: { type: LoginType }) {
  const texts = useTexts();
  const navigate = useNavigate();
  const { setUser } = useSession();
  const serviceUnavailable = useServiceUnavailable();
  const { search } = useLocation();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    new URLSearchParams(search).has('error') ? 'cancelled' : 'loading',
  );
  // The account's own entry when it logged in through another one.
  const [otherEntry, setOtherEntry] = useState<LoginEntry | null>(null);
  // The authorization code is single-use: the exchange must run once, also in StrictMode.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    if (params.has('error')) return;
    if (!params.has('code')) {
      window.location.assign(loginStartHref(type));
      return;
    }

    async function finishLogin() {
      // A new login replaces whoever this tab remembered.
      setUser(null);
      const login = await completeLogin(type, search);
      if (!login.ok) {
        const code = login.error?.error ?? '';
        setOutcome(Object.hasOwn(outcomeOfRefusal, code) ? outcomeOfRefusal[code]! : 'loginFailed');
        return;
      }
      const details = await fetchUserDetails(type);
      if (!details.ok) {
        setOutcome(outcomeOfStatus(details.status));
        return;
      }
      if (details.data === null) {
        // The password was accepted: naming the account's own entry tells its owner only.
        const entry = await fetchLoginEntry();
        if (entry.ok && entry.data.type !== type) setOtherEntry(entry.data);
        setOutcome('notFound');
        return;
      }
      const user = toSessionUser(details.data);
      if (!user) {
        void navigate(paths.forbidden, { replace: true });
        return;
      }
      setUser(user);
      void navigate(homeLinkFor(user.role), { replace: true });
    }
    void finishLogin();
  }, [type, search, navigate, setUser]);

  if (outcome === 'loading') {
    return (
      <div className="container page">
        <h1>{texts.login.title}</h1>
        <Spinner label={texts.login.loading} />
      </div>
    );
  }

  return (
    <div className="container page">
      <h1>{texts.login.title}</h1>
      {/* After a 503 the layout's maintenance notice already says it. */}
      {outcome === 'maintenance' && serviceUnavailable ? null : (
        <FormAlert>{texts.login[outcome]}</FormAlert>
      )}
      {outcome === 'notFound' && otherEntry && (
        <>
          <p>{texts.login.otherEntry[otherEntry.type].body}</p>
          <LinkButton href={otherEntry.path}>
            {texts.login.otherEntry[otherEntry.type].link}
          </LinkButton>
        </>
      )}
      <p>
        {outcome === 'notFound' ? (
          <a href={logoutHref(window.location.origin)}>{texts.login.logout}</a>
        ) : retryOutcomes.includes(outcome) ? (
          <a href={loginStartHref(type)}>{texts.login.retry}</a>
        ) : (
          <Link to={paths.home}>{texts.login.backHome}</Link>
        )}
      </p>
    </div>
  );
}
