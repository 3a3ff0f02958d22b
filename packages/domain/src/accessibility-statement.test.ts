import { describe, expect, it } from 'vitest';
import { accessibilityStatementSchema, localised } from './accessibility-statement';

const statement = {
  serviceAddress: 'https://asiointi.example.fi',
  complianceStatus: 'partial',
  preparedOn: '2026-01-05',
  reviewedOn: '2026-11-29',
  feedbackEmail: 'saavutettavuus@example.fi',
  knownIssues: [{ criteria: ['1.1.1', '1.4.10'], description: { fi: 'Kaaviot', sv: 'Diagram' } }],
  supervisoryAuthority: {
    name: { fi: 'Virasto' },
    unit: { fi: 'Yksikkö' },
    website: { fi: 'https://valvonta.example.fi' },
    email: 'valvonta@example.fi',
    phone: '029 000 0000',
  },
};

const issuesOf = (input: unknown) =>
  accessibilityStatementSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the accessibility statement configuration', () => {
  it('accepts the facts of a statement', () => {
    expect(accessibilityStatementSchema.parse(statement)).toEqual(statement);
  });

  it('refuses an unknown status, a criterion not written as WCAG writes it and a bad date', () => {
    expect(
      issuesOf({
        ...statement,
        complianceStatus: 'mostly',
        preparedOn: '5.1.2026',
        knownIssues: [{ criteria: ['1.1'], description: { fi: 'Kaaviot' } }],
      }),
    ).toEqual(['complianceStatus', 'preparedOn', 'knownIssues.0.criteria.0']);
  });

  it('refuses a review before the statement was prepared', () => {
    expect(issuesOf({ ...statement, reviewedOn: '2025-12-31' })).toEqual(['reviewedOn']);
  });

  it('gives the text of a language, or the Finnish one when it has none', () => {
    const text = { fi: 'Kaaviot', sv: 'Diagram' };
    expect(localised(text, 'sv')).toBe('Diagram');
    expect(localised(text, 'en')).toBe('Kaaviot');
  });
});
