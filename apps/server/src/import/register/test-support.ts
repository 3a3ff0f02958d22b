// Test support for the register import suites: the context a test imports with, and a runner
// that collects the problem lines.
import path from 'node:path';
import { portalConfigSchema } from '@energiaportaali/domain';
import { testPortalConfigInput } from '../../../test/app';
import { testIdentityCodeKey } from '../../../test/template';
import { createMailer } from '../../adapters/mail';
import { repoRoot } from '../../config/env';
import type { Database } from '../../db/connection';
import { sendInvitation } from '../../invitation';
import { createLogger } from '../../logging';
import type { ImportResult } from '../run-import';
import { registerImporters, type RegisterContext, type RegisterKind } from '.';
import { testClock } from '../../../test/clock';

export const testOrigin = 'http://localhost:3000';

/** The context of the command line, with the test organisation and an outbox without SMTP. */
export function testRegisterContext(database: Database): RegisterContext {
  const portalConfig = portalConfigSchema.parse(testPortalConfigInput);
  const log = createLogger('silent');
  const mail = createMailer({
    db: database.db,
    smtpUrl: undefined,
    from: { name: portalConfig.brandName, address: portalConfig.contact.email },
    logger: log,
    clock: testClock,
  });
  return {
    identityCodeKey: testIdentityCodeKey,
    invitations: {
      ttlDays: 7,
      invitedBy: portalConfig.contact.companyName,
      send: (invitation) => sendInvitation({ mail, log, portalConfig }, invitation, testOrigin),
    },
  };
}

export interface RegisterRun {
  result: ImportResult;
  problems: string[];
}

/** Imports one file as `npm run import -- KIND FILE` would; problem lines are collected. */
export async function importRegister(
  database: Database,
  kind: RegisterKind,
  file: string,
): Promise<RegisterRun> {
  const problems: string[] = [];
  const result = await registerImporters[kind](
    database,
    file,
    { label: path.basename(file), report: (problem) => problems.push(problem) },
    testRegisterContext(database),
  );
  return { result, problems };
}

/** The example file of a kind under docs/examples/. */
export const exampleFile = (kind: RegisterKind) =>
  path.join(repoRoot, 'docs/examples', `${kind}.csv`);
