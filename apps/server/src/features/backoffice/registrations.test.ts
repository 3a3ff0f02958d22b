import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registrationDetailSchema,
  registrationPageSchema,
  registrationRequestSchema,
} from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  formAction,
  formBody,
  injectTransport,
  jsonHeaders,
  TestBrowser,
} from '../../../test/login';
import {
  auditLog,
  companyRegistrationRequests,
  customers,
  emailOutbox,
  officeHousingCompanies,
  officeStaff,
  propertyManagerOffices,
  userCustomers,
  users,
} from '../../db/schema';
import {
  cookieOf,
  createCustomer,
  createOffice,
  createOfficeHouse,
  createRegisteredHouse,
  createUser,
  newBusinessId,
} from '../../../test/factories';

let testApp: TestApp;
let operator: { id: string; cookie: string };
beforeAll(async () => {
  testApp = await buildTestApp();
  const user = await createUser(testApp.database.db, 'operator');
  operator = { id: user.id, cookie: await cookieOf(testApp.database.db, user.id) };
});
afterAll(() => testApp.app.close());

const db = () => testApp.database.db;
const send = (options: InjectOptions) => testApp.app.inject(options);
const asOperator = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  send({
    method,
    url,
    headers: { ...jsonHeaders, cookie: operator.cookie },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const uniqueEmail = () => `hakija.${Math.random().toString(36).slice(2)}@example.fi`;

interface RequestInput {
  applyingCreds: 'business' | 'manager';
  applyingCompany?: string;
  applyingCompanyIdentifier?: string;
  daughterCompanyIdentifiers?: string[];
  contactEmail?: string;
}

/** A registration request as the public form stores it. */
async function createRequest(input: RequestInput) {
  const row = {
    applyingCompany: input.applyingCompany ?? `Hakija ${Math.random().toString(36).slice(2)} Oy`,
    applyingPerson: 'Hanna Maria Hakija',
    contactEmail: input.contactEmail ?? uniqueEmail(),
    applyingCompanyIdentifier: input.applyingCompanyIdentifier ?? newBusinessId(),
    daughterCompanyIdentifiers: input.daughterCompanyIdentifiers ?? [],
    applyingCreds: input.applyingCreds,
  };
  const [created] = await db()
    .insert(companyRegistrationRequests)
    .values(row)
    .returning({ id: companyRegistrationRequests.id });
  return { id: created!.id, ...row };
}

async function accountOf(email: string) {
  const [row] = await db()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

async function mailsTo(email: string) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
}

async function auditOf(requestId: number) {
  return db()
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'registration_request'),
        eq(auditLog.targetId, String(requestId)),
      ),
    );
}

const setPassword = (token: string) =>
  send({
    method: 'PATCH',
    url: '/api/user/password/setNew',
    headers: jsonHeaders,
    payload: JSON.stringify({
      token,
      password: 'Kaukolämpö-Sauna-47',
      termsAccepted: true,
      dataProtectionPlanAccepted: true,
    }),
  });

/** Takes the invitation link out of the e-mail, sets the password and logs in with it. */
async function activateAndLogIn(email: string, loginType: 'company' | 'rem') {
  const [mail] = await mailsTo(email);
  const link = /\/isannointi\/uusisalasana\/([A-Za-z0-9_-]+)/.exec(mail!.body);
  expect(link, mail!.body).not.toBeNull();
  const set = await setPassword(link![1]!);
  expect(set.statusCode, set.body).toBe(200);
  const browser = new TestBrowser(() => injectTransport(testApp.app));
  const { response } = await browser.follow(`/api/auth/login?type=${loginType}`);
  const posted = await browser.request('POST', formAction(response.body), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({ email, password: 'Kaukolämpö-Sauna-47' }),
  });
  expect(posted.status, posted.body).toBe(303);
  return set.json();
}

describe('GET /api/backoffice/registrations', () => {
  it('lists requests by status, newest first, a page at a time', async () => {
    const first = await createRequest({ applyingCreds: 'business' });
    const second = await createRequest({ applyingCreds: 'manager' });
    const response = await asOperator(
      'GET',
      '/api/backoffice/registrations?status=new&pageSize=25',
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = registrationPageSchema.parse(response.json());
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(page.items.every((item) => item.status === 'new')).toBe(true);

    const oldest = registrationPageSchema.parse(
      (await asOperator('GET', '/api/backoffice/registrations?order=asc')).json(),
    );
    expect(oldest.items[0]!.id).toBeLessThan(oldest.items.at(-1)!.id);

    for (let index = 0; index < 26; index += 1) await createRequest({ applyingCreds: 'business' });
    const full = registrationPageSchema.parse(
      (await asOperator('GET', '/api/backoffice/registrations')).json(),
    );
    expect(full).toMatchObject({ page: 1, pageSize: 25, hasMore: true });
    expect(full.items).toHaveLength(25);
  });

  it('filters by Helsinki days', async () => {
    const request = await createRequest({ applyingCreds: 'business' });
    // 23.30 UTC on 1 March is already 2 March in Helsinki.
    await db()
      .update(companyRegistrationRequests)
      .set({ createdAt: new Date('2026-03-01T23:30:00Z') })
      .where(eq(companyRegistrationRequests.id, request.id));
    const idsOn = async (query: string) =>
      registrationPageSchema
        .parse((await asOperator('GET', `/api/backoffice/registrations?${query}`)).json())
        .items.map((item) => item.id);
    expect(await idsOn('from=2026-03-02&to=2026-03-02')).toEqual([request.id]);
    expect(await idsOn('from=2026-03-01&to=2026-03-01')).toEqual([]);
    const bad = await asOperator(
      'GET',
      '/api/backoffice/registrations?from=2026-03-03&to=2026-03-02',
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/backoffice/registrations/:id', () => {
  it('tells what the registers say of each business id and whether the e-mail has an account', async () => {
    const company = await createCustomer(db(), 'company');
    const office = await createOffice(db());
    await createOfficeHouse(db(), office);
    const taken = await createUser(db(), 'consumer');
    const request = await createRequest({
      applyingCreds: 'manager',
      applyingCompanyIdentifier: office.businessId,
      daughterCompanyIdentifiers: [company.businessId!, '1234567-8'],
      contactEmail: taken.email.toUpperCase(),
    });
    const response = await asOperator('GET', `/api/backoffice/registrations/${request.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = registrationDetailSchema.parse(response.json());
    expect(detail.emailInUse).toBe(true);
    expect(detail.checks).toEqual([
      {
        businessId: office.businessId,
        validBusinessId: true,
        customerName: null,
        officeName: office.name,
        representedHousingCompanies: 1,
      },
      {
        businessId: company.businessId,
        validBusinessId: true,
        customerName: company.name,
        officeName: null,
        representedHousingCompanies: 0,
      },
      {
        businessId: '1234567-8',
        validBusinessId: false,
        customerName: null,
        officeName: null,
        representedHousingCompanies: 0,
      },
    ]);
    // A manager's request links no subsidiaries.
    expect(detail.subsidiaries).toEqual([]);
    expect((await asOperator('GET', '/api/backoffice/registrations/99999999')).statusCode).toBe(
      404,
    );
  });
});

describe('the subsidiaries of a business request', () => {
  it('are shown before approving as linked or left out, and approving links every company customer', async () => {
    const company = await createCustomer(db(), 'company');
    const first = await createCustomer(db(), 'company');
    const second = await createCustomer(db(), 'company');
    const housing = await createCustomer(db(), 'housing_company');
    const stranger = newBusinessId();
    const request = await createRequest({
      applyingCreds: 'business',
      applyingCompanyIdentifier: company.businessId!,
      daughterCompanyIdentifiers: [
        first.businessId!,
        stranger,
        second.businessId!,
        housing.businessId!,
      ],
    });
    const detail = registrationDetailSchema.parse(
      (await asOperator('GET', `/api/backoffice/registrations/${request.id}`)).json(),
    );
    expect(detail.subsidiaries).toEqual([
      { businessId: first.businessId, customerName: first.name, linked: true },
      { businessId: stranger, customerName: null, linked: false },
      { businessId: second.businessId, customerName: second.name, linked: true },
      { businessId: housing.businessId, customerName: housing.name, linked: false },
    ]);

    const response = await asOperator(
      'POST',
      `/api/backoffice/registrations/${request.id}/approve`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const account = (await accountOf(request.contactEmail))!;
    const linked = await db()
      .select({ customerId: userCustomers.customerId })
      .from(userCustomers)
      .where(eq(userCustomers.userId, account.id));
    expect(linked.map((link) => link.customerId).sort((a, b) => a - b)).toEqual(
      [company.id, first.id, second.id].sort((a, b) => a - b),
    );
    const [audit] = await auditOf(request.id);
    expect(audit!.details).toMatchObject({
      subsidiaryIds: [first.id, second.id],
      subsidiariesNotFound: 2,
    });
    const words = await asOperator(
      'GET',
      '/api/backoffice/audit?action=backoffice.registration.approve',
    );
    expect(words.json().items[0].summary).toBe(
      `Yrityksen rekisteröintipyyntö hyväksytty: ${company.name}; pääkäyttäjäksi Hanna Maria Hakija; ` +
        `tytäryhtiöt liitetty: ${first.name}, ${second.name}; 2 tytäryhtiötä ei ollut yritysasiakkaita`,
    );
  });
});

describe('POST /api/backoffice/registrations/:id/approve', () => {
  it("'business': links the company and its subsidiaries, makes the applicant their admin and invites them", async () => {
    const company = await createCustomer(db(), 'company');
    const subsidiary = await createCustomer(db(), 'company');
    const request = await createRequest({
      applyingCreds: 'business',
      applyingCompanyIdentifier: company.businessId!,
      daughterCompanyIdentifiers: [subsidiary.businessId!, newBusinessId()],
    });
    const response = await asOperator(
      'POST',
      `/api/backoffice/registrations/${request.id}/approve`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const account = (await accountOf(request.contactEmail))!;
    expect(response.json()).toEqual({ userId: account.id, invitationSent: true });
    expect(account).toMatchObject({
      role: 'companyManager',
      firstName: 'Hanna Maria',
      lastName: 'Hakija',
      passwordHash: null,
    });
    const links = await db()
      .select({ customerId: userCustomers.customerId, personRole: userCustomers.personRole })
      .from(userCustomers)
      .where(eq(userCustomers.userId, account.id));
    expect(links.sort((a, b) => a.customerId - b.customerId)).toEqual(
      [
        { customerId: company.id, personRole: 'admin' },
        { customerId: subsidiary.id, personRole: 'admin' },
      ].sort((a, b) => a.customerId - b.customerId),
    );
    const [child] = await db()
      .select({ parent: customers.parentCustomerId })
      .from(customers)
      .where(eq(customers.id, subsidiary.id));
    expect(child!.parent).toBe(company.id);

    const decided = registrationRequestSchema.parse(
      registrationDetailSchema.parse(
        (await asOperator('GET', `/api/backoffice/registrations/${request.id}`)).json(),
      ).request,
    );
    expect(decided).toMatchObject({ status: 'handled', rejectionReason: null });
    expect(decided.handledAt).not.toBeNull();
    expect(decided.handledBy).toMatch(/^Testi Käyttäjä/);

    const audit = await auditOf(request.id);
    expect(audit).toMatchObject([
      { action: 'backoffice.registration.approve', actorUserId: operator.id },
    ]);
    expect(JSON.stringify(audit[0]!.details)).not.toContain(request.contactEmail);
    expect(await activateAndLogIn(request.contactEmail, 'company')).toEqual({
      loginPath: '/yritys/kirjaudu',
    });
  });

  it("'business': creates the company customer when the business id is new", async () => {
    const request = await createRequest({ applyingCreds: 'business' });
    const response = await asOperator(
      'POST',
      `/api/backoffice/registrations/${request.id}/approve`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [company] = await db()
      .select()
      .from(customers)
      .where(eq(customers.businessId, request.applyingCompanyIdentifier));
    expect(company).toMatchObject({ kind: 'company', name: request.applyingCompany });
    const [mail] = await mailsTo(request.contactEmail);
    expect(mail!.subject).toBe('Testi Energia: Tunnukset yrityksen asiointipalveluun');
  });

  it("'manager': creates the office as the register names it, its main user, and attaches its free housing companies", async () => {
    const businessId = newBusinessId();
    const officeName = `Rekisteri-Isännöinti ${Math.random().toString(36).slice(2)} Oy`;
    const registered = { businessId, name: officeName };
    const free = await createRegisteredHouse(db(), registered);
    // A house the register names but another office holds stays where it is.
    const other = await createOffice(db());
    const held = await createRegisteredHouse(db(), registered);
    await db().insert(officeHousingCompanies).values({ officeId: other.id, customerId: held.id });

    const request = await createRequest({
      applyingCreds: 'manager',
      applyingCompanyIdentifier: businessId,
      applyingCompany: 'Eri nimi lomakkeella Oy',
    });
    const response = await asOperator(
      'POST',
      `/api/backoffice/registrations/${request.id}/approve`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [office] = await db()
      .select()
      .from(propertyManagerOffices)
      .where(eq(propertyManagerOffices.businessId, businessId));
    // The register gives no address: the office fills in its own.
    expect(office).toMatchObject({ name: officeName, street: '', postalCode: '', postOffice: '' });
    const account = (await accountOf(request.contactEmail))!;
    expect(account.role).toBe('remCompany');
    const [membership] = await db()
      .select()
      .from(officeStaff)
      .where(eq(officeStaff.userId, account.id));
    expect(membership!.officeId).toBe(office!.id);
    const houses = await db()
      .select({
        officeId: officeHousingCompanies.officeId,
        customerId: officeHousingCompanies.customerId,
      })
      .from(officeHousingCompanies)
      .where(sql`${officeHousingCompanies.customerId} in (${free.id}, ${held.id})`);
    expect(houses.sort((a, b) => a.customerId - b.customerId)).toEqual(
      [
        { officeId: office!.id, customerId: free.id },
        { officeId: other.id, customerId: held.id },
      ].sort((a, b) => a.customerId - b.customerId),
    );
    const [mail] = await mailsTo(request.contactEmail);
    expect(mail!.subject).toBe('Testi Energia: Tunnukset isännöitsijälle');
    expect(await activateAndLogIn(request.contactEmail, 'rem')).toEqual({
      loginPath: '/isannointi/kirjaudu',
    });
  });

  it("'manager': an office unknown to the register gets the given name and an empty address", async () => {
    const request = await createRequest({ applyingCreds: 'manager' });
    expect(
      (await asOperator('POST', `/api/backoffice/registrations/${request.id}/approve`)).statusCode,
    ).toBe(200);
    const [office] = await db()
      .select()
      .from(propertyManagerOffices)
      .where(eq(propertyManagerOffices.businessId, request.applyingCompanyIdentifier));
    expect(office).toMatchObject({
      name: request.applyingCompany,
      street: '',
      postalCode: '',
      postOffice: '',
    });
  });

  it('answers 409 REQUEST_DECIDED for a decided request and 409 EMAIL_IN_USE for a taken address, changing nothing', async () => {
    const request = await createRequest({ applyingCreds: 'business' });
    expect(
      (await asOperator('POST', `/api/backoffice/registrations/${request.id}/approve`)).statusCode,
    ).toBe(200);
    const again = await asOperator('POST', `/api/backoffice/registrations/${request.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'REQUEST_DECIDED', message: 'Pyyntö on jo käsitelty.' });
    const reject = await asOperator('POST', `/api/backoffice/registrations/${request.id}/reject`, {
      reason: 'Myöhässä',
    });
    expect(reject.statusCode).toBe(409);

    const existing = await createUser(db(), 'consumer');
    const taken = await createRequest({
      applyingCreds: 'business',
      contactEmail: existing.email.toUpperCase(),
    });
    const refused = await asOperator('POST', `/api/backoffice/registrations/${taken.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'EMAIL_IN_USE',
      message: 'Sähköpostiosoite on jo käytössä',
    });
    const [row] = await db()
      .select()
      .from(companyRegistrationRequests)
      .where(eq(companyRegistrationRequests.id, taken.id));
    expect(row).toMatchObject({ status: 'new', handledAt: null, handledByUserId: null });
    const companies = await db()
      .select()
      .from(customers)
      .where(eq(customers.businessId, taken.applyingCompanyIdentifier));
    expect(companies).toEqual([]);
    expect(await auditOf(taken.id)).toEqual([]);
    expect(
      (await asOperator('POST', '/api/backoffice/registrations/99999999/approve')).statusCode,
    ).toBe(404);
  });

  it('gives one of two operators approving at once the decision, the other 409', async () => {
    const request = await createRequest({ applyingCreds: 'business' });
    const answers = await Promise.all([
      asOperator('POST', `/api/backoffice/registrations/${request.id}/approve`),
      asOperator('POST', `/api/backoffice/registrations/${request.id}/approve`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('POST /api/backoffice/registrations/:id/reject', () => {
  it('rejects with the reason, e-mails it to the applicant and audits without personal data', async () => {
    const request = await createRequest({ applyingCreds: 'business' });
    const response = await asOperator(
      'POST',
      `/api/backoffice/registrations/${request.id}/reject`,
      {
        reason: 'Y-tunnus ei ole asiakkaamme.',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(registrationRequestSchema.parse(response.json())).toMatchObject({
      id: request.id,
      status: 'rejected',
      rejectionReason: 'Y-tunnus ei ole asiakkaamme.',
    });
    const [mail] = await mailsTo(request.contactEmail);
    expect(mail!.subject).toBe('Testi Energia: Tunnuspyyntösi on käsitelty');
    expect(mail!.body).toContain('Y-tunnus ei ole asiakkaamme.');
    expect(await accountOf(request.contactEmail)).toBeUndefined();
    const audit = await auditOf(request.id);
    expect(audit).toMatchObject([
      { action: 'backoffice.registration.reject', actorUserId: operator.id },
    ]);
    expect(JSON.stringify(audit[0]!.details)).not.toContain('Y-tunnus ei ole');
  });

  it('needs a reason', async () => {
    const request = await createRequest({ applyingCreds: 'business' });
    const response = await asOperator(
      'POST',
      `/api/backoffice/registrations/${request.id}/reject`,
      {
        reason: '   ',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ reason: ['Kerro hylkäyksen syy'] });
  });
});
