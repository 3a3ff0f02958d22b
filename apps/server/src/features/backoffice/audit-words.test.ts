import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { insertAuditEntry } from '../../db/audit';
import { auditLog, companyRegistrationRequests, emailOutbox, users } from '../../db/schema';
import { registerKinds } from '../../import/register/register-import';
import {
  cookieOf,
  createCustomer,
  createOffice,
  createOfficeHouse,
  createUser,
  inviteForTest,
  type TestUser,
} from '../../../test/factories';
import { invitationIdOf } from '../../invitation';
import { hasAuditWords } from './audit-presenter';

// Decision 0046: every audit action the server writes reads as Finnish in 'Tapahtumat' and its
// CSV. The actions are found in the source itself, so a new one without words fails here.

const sourceRoot = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'demo' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const actionLiteral = /'([a-z_-]+(?:\.[a-z_-]+)+)'/g;

/**
 * The actions of every audit write: the literals of `action:` properties, the action argument of
 * the invitation module's audit helper, and `import.${kind}` of the register and price imports.
 */
function writtenActions(): { actions: Set<string>; templated: string[] } {
  const actions = new Set<string>();
  const templated: string[] = [];
  for (const file of sourceFiles(sourceRoot)) {
    const text = readFileSync(file, 'utf8');
    if (!/insertAuditEntry|auditLog\)\.values|auditInvitation/.test(text)) continue;
    for (const match of text.matchAll(/\baction:\s*([^,\n]+)/g)) {
      const expression = match[1]!;
      if (expression.includes('`')) templated.push(`${relative(sourceRoot, file)}: ${expression}`);
      for (const literal of expression.matchAll(actionLiteral)) actions.add(literal[1]!);
    }
    for (const match of text.matchAll(/auditInvitation\([^)]*?'([a-z_]+\.[a-z_.]+)'/g)) {
      actions.add(match[1]!);
    }
    // An action handed to a helper that writes the row (password-reset/service.ts).
    for (const match of text.matchAll(/issueAudited\([^)]*?'([a-z_-]+\.[a-z_.-]+)'/g)) {
      actions.add(match[1]!);
    }
  }
  return { actions, templated };
}

describe('audit actions in words', () => {
  it('has words for every action the code writes', () => {
    const { actions, templated } = writtenActions();
    // A sanity check that the scan still finds the writes.
    expect(actions).toContain('office_staff.assign');
    expect(actions).toContain('invitation.issue');
    expect(actions).toContain('backoffice.audit.export');
    expect(actions).toContain('password-reset.request');
    const withoutWords = [...actions].filter((action) => !hasAuditWords(action));
    expect(withoutWords, 'add their words to auditMessages and auditSentences').toEqual([]);
    // The one templated action: an import of each register kind and of prices.
    expect(templated).toEqual(['import/register/register-import.ts: `import.${kind}`']);
    for (const kind of [...registerKinds, 'prices']) {
      expect(hasAuditWords(`import.${kind}`), kind).toBe(true);
    }
  });
});

describe('GET /api/backoffice/audit in words', () => {
  let testApp: TestApp;
  let operator: TestUser;
  let cookie: string;
  const db = () => testApp.database.db;
  const fullName = (user: TestUser) => `${user.firstName} ${user.lastName}`;

  beforeAll(async () => {
    testApp = await buildTestApp();
    operator = await createUser(db(), 'operator');
    cookie = await cookieOf(db(), operator.id);
  });
  afterAll(() => testApp.app.close());

  const summaries = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/backoffice/audit?pageSize=100',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return auditPageSchema.parse(response.json()).items.map((entry) => entry.summary);
  };

  it('names accounts, companies and offices and tells the details in words', async () => {
    await db().delete(auditLog);
    const office = await createOffice(db());
    const house = await createOfficeHouse(db(), office);
    const company = await createCustomer(db(), 'company');
    const subsidiary = await createCustomer(db(), 'company');
    const manager = await createUser(db(), 'remUser', { officeId: office.id });
    const person = await createUser(db(), 'companyUser', { customerIds: [company.id] });
    const gone = await createUser(db(), 'remUser', { officeId: office.id });
    const invitation = await inviteForTest(db(), 'company-person', person.email, person.id);
    const [request] = await db()
      .insert(companyRegistrationRequests)
      .values({
        applyingCompany: 'Hakija Oy',
        applyingPerson: 'Hanna Hakija',
        contactEmail: 'hanna@hakija.example.fi',
        applyingCompanyIdentifier: company.businessId!,
        daughterCompanyIdentifiers: [subsidiary.businessId!, '7654321-2'],
        applyingCreds: 'business',
      })
      .returning({ id: companyRegistrationRequests.id });
    const [message] = await db()
      .insert(emailOutbox)
      .values({ recipient: 'vastaanottaja@example.fi', subject: 'Kutsu', body: 'Hei' })
      .returning({ id: emailOutbox.id });
    const write = (action: string, targetType: string, targetId: string, details = {}) =>
      insertAuditEntry(db(), { actorUserId: operator.id, action, targetType, targetId, details });

    await write('office_staff.assign', 'user', manager.id, {
      officeId: office.id,
      added: [house.id],
      removed: [],
    });
    await write('office_staff.remove', 'user', gone.id, { officeId: office.id });
    await db().delete(users).where(eq(users.id, gone.id));
    await write('company_person.update', 'user', person.id, {
      addedCompanyIds: [subsidiary.id],
      removedCompanyIds: [],
      emailChanged: true,
    });
    await write('housing_company.attach', 'customer', String(house.id), {
      officeId: office.id,
      businessId: house.businessId,
    });
    await write('backoffice.invitation.resend', 'invitation', invitationIdOf(invitation), {
      kind: 'company-person',
      replaces: 'a'.repeat(64),
    });
    await write('backoffice.registration.approve', 'registration_request', String(request!.id), {
      applyingCreds: 'business',
      userId: person.id,
      customerId: company.id,
      customerCreated: false,
      subsidiaryIds: [subsidiary.id],
      subsidiariesNotFound: 1,
    });
    await write('backoffice.outbox.resend', 'email_outbox', String(message!.id), {
      previousStatus: 'failed',
    });
    await write('backoffice.inbox.export', 'inbox', 'water-readings', {
      status: 'new',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    await write('ropo.postpone_due_date', 'ropo_invoice', '999999', {
      from: '2026-12-01',
      to: '2026-12-15',
    });
    await write('someone.new_thing', 'user', person.id, { x: 1 });

    const words = await summaries();
    expect(words).toEqual([
      `Muu tapahtuma: ${fullName(person)}`,
      'Laskun 999999 eräpäivä siirretty: 1.12.2026 → 15.12.2026',
      'Saapuneet ladattu CSV-tiedostona: vesilukemat; tila uudet; ajalta 1.11.2026–30.11.2026',
      'Sähköposti lähetetään uudelleen: vastaanottaja@example.fi, ”Kutsu”; aiempi tila epäonnistunut',
      `Yrityksen rekisteröintipyyntö hyväksytty: ${company.name}; pääkäyttäjäksi ${fullName(person)}; tytäryhtiöt liitetty: ${subsidiary.name}; 1 tytäryhtiö ei ollut yritysasiakas`,
      `Kutsu lähetetty uudelleen: ${person.email} (yrityksen henkilö)`,
      `Taloyhtiö liitetty: ${house.name} → ${office.name}`,
      `Yrityksen henkilön tiedot muutettu: ${fullName(person)}; lisätty yrityksiin ${subsidiary.name}; sähköpostiosoite vaihdettu`,
      `Isännöitsijä poistettu: poistettu käyttäjä ← ${office.name}`,
      `Isännöitsijän taloyhtiöt muutettu: ${fullName(manager)} (${office.name}); lisätty ${house.name}`,
      `Kutsu luotu: ${fullName(person)} (yrityksen henkilö); voimassa 7 päivää`,
    ]);
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-/i;
    for (const sentence of words) {
      expect(sentence).not.toMatch(uuid);
      // No action codes (office_staff.assign), column names or lists (added=[5]).
      expect(sentence).not.toMatch(/_|=|\[|\]/);
    }
  });

  it('exports the same words as CSV and audits the export', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/backoffice/audit/export.csv?from=2020-01-01',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tapahtumat-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Aika";"Tekijä";"Tekijän sähköposti";"Tapahtuma"');
    expect(lines).toContainEqual(
      expect.stringMatching(/;"Laskun 999999 eräpäivä siirretty: 1\.12\.2026 → 15\.12\.2026"$/),
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{1,2}\\.\\d{1,2}\\.\\d{4} \\d{1,2}\\.\\d{2};"${fullName(operator)}";"${operator.email}";`,
      ),
    );
    expect((await summaries())[0]).toBe('Tapahtumaloki ladattu CSV-tiedostona; 1.1.2020 alkaen');
  });
});
