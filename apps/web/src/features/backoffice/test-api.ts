import type {
  BackOfficeUser,
  InboxItem,
  RegistrationDetail,
  RegistrationRequest,
} from '@energiaportaali/domain';
import { jsonResponse } from '../../test/render-app';

/** A call the fake API received. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = (call: Call) => Response | undefined;

/**
 * A fake back-office API: `answers` are tried in order (undefined: not mine), then an empty page
 * for any GET and 404 for the rest. Every call is kept in `calls`.
 */
export function backOfficeApi(...answers: Answer[]) {
  const calls: Call[] = [];
  const handler = (url: string, init?: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    for (const answer of answers) {
      const response = answer(call);
      if (response) return response;
    }
    if (call.method === 'GET') return jsonResponse(pageOf([]));
    return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
  };
  return { calls, handler };
}

/** A page answer of the back office's lists. */
export const pageOf = <Item>(items: Item[], hasMore = false) => ({
  items,
  page: 1,
  pageSize: 25,
  hasMore,
});

export function buildRegistrationRequest(
  overrides: Partial<RegistrationRequest> = {},
): RegistrationRequest {
  return {
    id: 5,
    applyingCreds: 'business',
    applyingCompany: 'Rakennus Oy',
    applyingCompanyIdentifier: '1234567-1',
    daughterCompanyIdentifiers: [],
    applyingPerson: 'Reijo Rakentaja',
    contactEmail: 'reijo@rakennus.example',
    status: 'new',
    createdAt: '2026-11-20T08:30:00Z',
    handledAt: null,
    handledBy: null,
    rejectionReason: null,
    ...overrides,
  };
}

export function buildRegistrationDetail(
  overrides: Partial<RegistrationDetail> = {},
): RegistrationDetail {
  return {
    request: buildRegistrationRequest(),
    checks: [
      {
        businessId: '1234567-1',
        validBusinessId: true,
        customerName: 'Rakennus Oy',
        officeName: null,
        representedHousingCompanies: 0,
      },
    ],
    emailInUse: false,
    subsidiaries: [],
    ...overrides,
  };
}

export function buildFeedbackItem(
  overrides: Partial<InboxItem<'feedback'>> = {},
): InboxItem<'feedback'> {
  return {
    id: 11,
    status: 'new',
    createdAt: '2026-11-21T10:00:00Z',
    handledAt: null,
    handledBy: null,
    username: 'kuluttaja@example.fi',
    customerName: 'Matti Meikäläinen',
    email: 'kuluttaja@example.fi',
    message: 'Laskussa on virhe.',
    ...overrides,
  };
}

export function buildBackOfficeUser(overrides: Partial<BackOfficeUser> = {}): BackOfficeUser {
  return {
    id: '0b7c3f7e-0000-4000-8000-000000000001',
    email: 'kuluttaja@example.fi',
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    role: 'consumer',
    active: true,
    locked: false,
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00Z',
    customers: [{ name: 'Matti Meikäläinen', businessId: null }],
    office: null,
    ...overrides,
  };
}
