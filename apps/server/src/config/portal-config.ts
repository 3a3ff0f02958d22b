import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { portalConfigSchema, type PortalConfig } from '@energiaportaali/domain';
import { ConfigError, describeIssues } from './config-error';

/** Reads and validates portal.config.json; throws ConfigError naming every bad field. */
export async function loadPortalConfig(file: string): Promise<PortalConfig> {
  const name = path.basename(file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `${name}: cannot read ${file} (${(error as NodeJS.ErrnoException).code})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${name}: not valid JSON (${(error as Error).message})`);
  }
  const result = portalConfigSchema.safeParse(json);
  if (!result.success) {
    throw new ConfigError(describeIssues(name, result.error.issues));
  }
  return result.data;
}
