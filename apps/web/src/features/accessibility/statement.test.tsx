import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildConfig, buildUser } from '../../test/factories';
import { renderApp } from '../../test/render-app';

async function statementAt(path: string) {
  const result = renderApp({ path });
  const heading = await screen.findByRole('heading', { level: 1 });
  return { ...result, heading, article: heading.closest('article')! };
}

const sectionNames = (article: HTMLElement) =>
  within(article)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the accessibility statement', () => {
  it('is in Finnish at /saavutettavuusseloste with the model statement sections', async () => {
    const { heading, article } = await statementAt('/saavutettavuusseloste');
    expect(heading).toHaveTextContent('Saavutettavuusseloste');
    expect(article).toHaveAttribute('lang', 'fi');
    expect(sectionNames(article)).toEqual([
      'Mitä seloste koskee',
      'Saavutettavuuden tila',
      'Sisältö, joka ei ole saavutettavaa',
      'Miten seloste on laadittu',
      'Palaute',
      'Valvontaviranomainen',
    ]);
    expect(article).toHaveTextContent('Palvelu täyttää saavutettavuusvaatimukset osittain.');
    expect(article).toHaveTextContent('WCAG 2.1 taso AA');
    expect(article).toHaveTextContent('Seloste on laadittu 5. tammikuuta 2026.');
    expect(article).toHaveTextContent('Seloste on tarkistettu viimeksi 29. marraskuuta 2026.');
    expect(article).toHaveTextContent('14 päivän kuluessa');
  });

  it('lists each known issue with its criteria, or says a third party service was not assessed', async () => {
    const { article } = await statementAt('/saavutettavuusseloste');
    const issues = within(article).getAllByRole('listitem').slice(0, 2);
    expect(issues[0]).toHaveTextContent('Kaaviot ovat ruudunlukijalle kuvia.');
    expect(issues[0]).toHaveTextContent('WCAG-kriteerit: 1.1.1 Ei-tekstuaalinen sisältö');
    expect(issues[1]).toHaveTextContent('Pankkitunnistus on kolmannen osapuolen palvelu.');
    expect(issues[1]).toHaveTextContent('Ei arvioitu WCAG-kriteerein');
  });

  it('links the feedback form with accessibility chosen, the e-mail and the authority', async () => {
    const { article } = await statementAt('/saavutettavuusseloste');
    expect(
      within(article).getByRole('link', {
        name: 'Lähetä saavutettavuuspalautetta palautelomakkeella',
      }),
    ).toHaveAttribute('href', '/feedback?aihe=saavutettavuus');
    expect(
      within(article).getByRole('link', { name: 'saavutettavuus@example.fi' }),
    ).toHaveAttribute('href', 'mailto:saavutettavuus@example.fi');
    const authority = within(article).getByRole('region', { name: 'Valvontaviranomainen' });
    expect(authority).toHaveTextContent('Valvova virasto');
    expect(authority).toHaveTextContent('Puhelin (vaihde): 029 000 0000');
    expect(within(authority).getByRole('link', { name: 'valvonta@example.fi' })).toHaveAttribute(
      'href',
      'mailto:valvonta@example.fi',
    );
    expect(within(authority).getByRole('link', { name: 'valvonta.example.fi' })).toHaveAttribute(
      'href',
      'https://valvonta.example.fi',
    );
  });

  it('is in Swedish at /tillganglighetsutlatande, Finnish where the configuration has no Swedish', async () => {
    const { heading, article } = await statementAt('/tillganglighetsutlatande');
    expect(heading).toHaveTextContent('Tillgänglighetsutlåtande');
    expect(article).toHaveAttribute('lang', 'sv');
    expect(sectionNames(article)).toEqual([
      'Vad utlåtandet gäller',
      'Tillgänglighetsstatus',
      'Innehåll som inte är tillgängligt',
      'Hur utlåtandet har utarbetats',
      'Respons',
      'Tillsynsmyndighet',
    ]);
    expect(article).toHaveTextContent('Diagrammen är bilder för en skärmläsare.');
    expect(article).toHaveTextContent('Pankkitunnistus on kolmannen osapuolen palvelu.');
    expect(article).toHaveTextContent('Utlåtandet har utarbetats den 5 januari 2026.');
    expect(within(article).getByRole('link', { name: 'tillsyn.example.fi' })).toBeVisible();
    expect(article).toHaveTextContent('Tillsynsverket');
    expect(article).toHaveTextContent('Saavutettavuusvalvonta');
  });

  it('is in English at /accessibility and links the other languages', async () => {
    const { heading, article, router, events } = await statementAt('/accessibility');
    expect(heading).toHaveTextContent('Accessibility statement');
    expect(article).toHaveAttribute('lang', 'en');
    expect(article).toHaveTextContent(
      'The service is partially compliant with the accessibility requirements.',
    );
    expect(article).toHaveTextContent('This statement was prepared on 5 January 2026.');
    const languages = within(article).getByRole('navigation', {
      name: 'The statement in other languages',
    });
    const swedish = within(languages).getByRole('link', { name: 'Tillgänglighetsutlåtande' });
    expect(swedish.closest('li')).toHaveAttribute('lang', 'sv');
    await events.click(swedish);
    expect(router.state.location.pathname).toBe('/tillganglighetsutlatande');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Tillgänglighetsutlåtande',
    );
  });

  it('says so when the configuration knows of no issues and the service is compliant', async () => {
    const config = buildConfig();
    renderApp({
      path: '/saavutettavuusseloste',
      config: {
        ...config,
        accessibilityStatement: {
          ...config.accessibilityStatement,
          complianceStatus: 'full',
          knownIssues: [],
        },
      },
    });
    expect(await screen.findByText('Palvelu täyttää saavutettavuusvaatimukset.')).toBeVisible();
    expect(screen.getByText('Emme tiedä palvelussa olevan saavutettavuuspuutteita.')).toBeVisible();
  });

  it('is open to a logged-in user as well', async () => {
    renderApp({ path: '/accessibility', user: buildUser('consumer') });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Accessibility statement',
    );
  });
});
