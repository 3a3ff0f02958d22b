import {
  setNewPasswordAnswerSchema,
  type InvitationKind,
  type SetNewPasswordAnswer,
} from '@energiaportaali/domain';

type LoginPath = SetNewPasswordAnswer['loginPath'];

/** The query parameter of the success page that names where the new user logs in. */
export const loginPathParam = 'kirjaudu';

const managerLogin: LoginPath = '/isannointi/kirjaudu';

/** The success page's address, carrying the login path so that a reload still shows it. */
export function passwordSetPath(successPath: string, loginPath: LoginPath): string {
  return `${successPath}?${new URLSearchParams({ [loginPathParam]: loginPath }).toString()}`;
}

/**
 * The login path of the success page's query: only one the server can answer, so the page never
 * links anywhere else; the managers' login when it is missing or unknown.
 */
export function loginPathOf(params: URLSearchParams): LoginPath {
  const parsed = setNewPasswordAnswerSchema.shape.loginPath.safeParse(params.get(loginPathParam));
  return parsed.success ? parsed.data : managerLogin;
}

const loginPathsByKind: Record<InvitationKind, LoginPath> = {
  'manager-company': managerLogin,
  manager: managerLogin,
  'company-person': '/yritys/kirjaudu',
  operator: '/asiakaspalvelu/kirjaudu',
  consumer: '/kirjaudu',
};

/** Where a person invited as `kind` logs in once the password is set. */
export function loginPathOfKind(kind: InvitationKind): LoginPath {
  return loginPathsByKind[kind];
}
