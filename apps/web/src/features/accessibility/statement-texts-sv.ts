import type { StatementTexts } from './statement-texts';

/** The accessibility statement in Swedish (tillgänglighetsutlåtande). */
export const statementSv: StatementTexts = {
  title: 'Tillgänglighetsutlåtande',
  intro: (brandName: string) =>
    `${brandName} vill att alla ska kunna använda e-tjänsten. Detta utlåtande beskriver hur tjänsten uppfyller tillgänglighetskraven i lagen om tillhandahållande av digitala tjänster (306/2019), vilka delar som inte är tillgängliga och hur du kan ge oss respons.`,
  scope: {
    heading: 'Vad utlåtandet gäller',
    body: (brandName: string) =>
      `Utlåtandet gäller e-tjänsten ${brandName}: sidorna för konsumenter, företag och disponenter (förbrukningsuppgifter, fakturor, avtal, formulär) och personalens administrationssidor på adressen`,
  },
  status: {
    heading: 'Tillgänglighetsstatus',
    wcag: 'Kravet är nivå AA i riktlinjerna för tillgängligt webbinnehåll WCAG 2.1.',
    statuses: {
      full: 'Tjänsten uppfyller tillgänglighetskraven.',
      partial: 'Tjänsten uppfyller tillgänglighetskraven delvis. Bristerna anges nedan.',
      none: 'Tjänsten uppfyller inte tillgänglighetskraven. Bristerna anges nedan.',
    },
  },
  issues: {
    heading: 'Innehåll som inte är tillgängligt',
    intro: 'Vi känner till följande brister. Vi åtgärdar dem i takt med att tjänsten utvecklas.',
    criteria: 'WCAG-kriterier',
    notAssessed: 'Inte bedömt enligt WCAG-kriterierna: tjänsten är inte vår.',
    none: 'Vi känner inte till några tillgänglighetsbrister i tjänsten.',
  },
  preparation: {
    heading: 'Hur utlåtandet har utarbetats',
    method:
      'Utlåtandet grundar sig på en självbedömning av dem som utvecklar tjänsten. Tjänstens vyer kontrolleras automatiskt med verktyget axe-core vid varje ändring, och en del av dem, detta utlåtande inräknat, dessutom med verktyget HTML_CodeSniffer.',
    limits:
      'Automatiska kontroller hittar bara en del av bristerna. De kan inte avgöra om textalternativ och anvisningar är begripliga, om tjänsten fungerar som helhet med skärmläsare eller om diagrammen kan förstås utan syn. Tjänsten har inte bedömts av en utomstående expert.',
    prepared: (date: string) => `Utlåtandet har utarbetats den ${date}.`,
    reviewed: (date: string) => `Utlåtandet har senast granskats den ${date}.`,
  },
  feedback: {
    heading: 'Respons',
    intro:
      'Har du upptäckt en brist? Berätta det för oss, så åtgärdar vi den eller ger dig informationen i en annan form.',
    form: 'Skicka respons om tillgänglighet med responsformuläret',
    formNote: '(kräver inloggning)',
    email: 'eller per e-post till',
    answer:
      'Vi svarar på responsen inom 14 dagar från att den har kommit in. Om vi behöver mer tid meddelar vi det och orsaken inom två veckor.',
  },
  enforcement: {
    heading: 'Tillsynsmyndighet',
    body: 'Om du inte är nöjd med vårt svar eller inte får något svar inom två veckor kan du göra en anmälan till tillsynsmyndigheten. På dess webbplats beskrivs hur du gör en anmälan och hur ärendet handläggs.',
    contact: 'Tillsynsmyndighetens kontaktuppgifter',
    email: 'E-post',
    phone: 'Telefon (växel)',
  },
  otherLanguages: 'Utlåtandet på andra språk',
  criterionNames: {
    '1.1.1': 'Icke-textbaserat innehåll',
    '1.3.1': 'Information och relationer',
    '1.3.2': 'Meningsfull ordningsföljd',
    '1.4.3': 'Kontrast (minimum)',
    '2.1.1': 'Tangentbord',
    '2.4.3': 'Fokusordning',
    '3.1.1': 'Sidans språk',
    '3.1.2': 'Språk för delar',
    '3.3.2': 'Etiketter eller instruktioner',
    '4.1.2': 'Namn, roll, värde',
  },
};
