import {
  feedbackPathFor,
  languageLocales,
  localised,
  type AccessibilityStatement as StatementFacts,
  type Language,
} from '@energiaportaali/domain';
import { Link } from 'react-router';
import { statementFi, type StatementTexts } from './statement-texts';
import { statementEn } from './statement-texts-en';
import { statementSv } from './statement-texts-sv';
import { statementPaths } from './statement-paths';
import './accessibility.css';

const statementTexts: Record<Language, StatementTexts> = {
  fi: statementFi,
  sv: statementSv,
  en: statementEn,
};

/** '2026-11-29' as the language writes a date in prose: 29. marraskuuta 2026, 29 november 2026. */
function longDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(languageLocales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

function KnownIssues({ facts, language }: { facts: StatementFacts; language: Language }) {
  const texts = statementTexts[language].issues;
  const names = statementTexts[language].criterionNames;
  if (facts.knownIssues.length === 0) return <p>{texts.none}</p>;
  return (
    <>
      <p>{texts.intro}</p>
      <ul className="statement__issues">
        {facts.knownIssues.map((issue) => (
          <li key={issue.description.fi}>
            <p>{localised(issue.description, language)}</p>
            <p className="statement__criteria">
              {issue.criteria.length === 0
                ? texts.notAssessed
                : `${texts.criteria}: ${issue.criteria
                    .map((criterion) => [criterion, names[criterion]].filter(Boolean).join(' '))
                    .join(', ')}`}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function SupervisoryAuthority({ facts, language }: { facts: StatementFacts; language: Language }) {
  const texts = statementTexts[language].enforcement;
  const authority = facts.supervisoryAuthority;
  const website = localised(authority.website, language);
  return (
    <section aria-labelledby="statement-enforcement">
      <h2 id="statement-enforcement">{texts.heading}</h2>
      <p>{texts.body}</p>
      <h3>{texts.contact}</h3>
      <address className="statement__address">
        {localised(authority.name, language)}
        <br />
        {localised(authority.unit, language)}
        <br />
        <a href={website}>{website.replace(/^https?:\/\//, '')}</a>
        <br />
        {texts.email}: <a href={`mailto:${authority.email}`}>{authority.email}</a>
        <br />
        {texts.phone}: {authority.phone}
      </address>
    </section>
  );
}

/**
 * The accessibility statement (laki digitaalisten palvelujen tarjoamisesta 306/2019) in one
 * language, marked with that language whatever the rest of the page is in.
 */
export function AccessibilityStatement({
  facts,
  brandName,
  language,
}: {
  facts: StatementFacts;
  brandName: string;
  language: Language;
}) {
  const texts = statementTexts[language];
  return (
    <article className="container page statement" lang={language}>
      <h1>{texts.title}</h1>
      <p>{texts.intro(brandName)}</p>
      <section aria-labelledby="statement-scope">
        <h2 id="statement-scope">{texts.scope.heading}</h2>
        <p>
          {texts.scope.body(brandName)} <a href={facts.serviceAddress}>{facts.serviceAddress}</a>.
        </p>
      </section>
      <section aria-labelledby="statement-status">
        <h2 id="statement-status">{texts.status.heading}</h2>
        <p>{texts.status.wcag}</p>
        <p>
          <strong>{texts.status.statuses[facts.complianceStatus]}</strong>
        </p>
      </section>
      <section aria-labelledby="statement-issues">
        <h2 id="statement-issues">{texts.issues.heading}</h2>
        <KnownIssues facts={facts} language={language} />
      </section>
      <section aria-labelledby="statement-preparation">
        <h2 id="statement-preparation">{texts.preparation.heading}</h2>
        <p>{texts.preparation.method}</p>
        <p>{texts.preparation.limits}</p>
        <p>
          {texts.preparation.prepared(longDate(facts.preparedOn, language))}{' '}
          {texts.preparation.reviewed(longDate(facts.reviewedOn, language))}
        </p>
      </section>
      <section aria-labelledby="statement-feedback">
        <h2 id="statement-feedback">{texts.feedback.heading}</h2>
        <p>{texts.feedback.intro}</p>
        <p>
          <Link to={feedbackPathFor('accessibility')}>{texts.feedback.form}</Link>{' '}
          {texts.feedback.formNote} {texts.feedback.email}{' '}
          <a href={`mailto:${facts.feedbackEmail}`}>{facts.feedbackEmail}</a>.
        </p>
        <p>{texts.feedback.answer}</p>
      </section>
      <SupervisoryAuthority facts={facts} language={language} />
      <nav aria-label={texts.otherLanguages} className="statement__languages">
        <ul>
          {(Object.keys(statementPaths) as Language[])
            .filter((other) => other !== language)
            .map((other) => (
              <li key={other} lang={other}>
                <Link to={statementPaths[other]}>{statementTexts[other].title}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}
