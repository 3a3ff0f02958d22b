import type { z } from 'zod';

/** A configuration problem an operator fixes; main prints its message (no stack) and exits 1. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** One line per issue: `portal.config.json: contact.email: Invalid email`. */
export function describeIssues(source: string, issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .flatMap((issue) => {
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => [...issue.path, key].join('.') + ': unknown field');
      }
      const where = issue.path.length > 0 ? issue.path.join('.') : '(root)';
      return [`${where}: ${issue.message}`];
    })
    .map((line) => `${source}: ${line}`)
    .join('\n');
}
