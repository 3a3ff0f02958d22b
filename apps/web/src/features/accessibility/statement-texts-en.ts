import type { StatementTexts } from './statement-texts';

/** The accessibility statement in English. */
export const statementEn: StatementTexts = {
  title: 'Accessibility statement',
  intro: (brandName: string) =>
    `${brandName} wants everyone to be able to use its online service. This statement explains how the service meets the accessibility requirements of the Act on the Provision of Digital Services (306/2019), which parts of it are not accessible and how you can give us feedback.`,
  scope: {
    heading: 'What the statement covers',
    body: (brandName: string) =>
      `The statement covers the ${brandName} online service: the pages for consumers, companies and property managers (consumption, invoices, contracts, forms) and the staff's administration pages at`,
  },
  status: {
    heading: 'Compliance status',
    wcag: 'The requirement is level AA of the Web Content Accessibility Guidelines WCAG 2.1.',
    statuses: {
      full: 'The service is fully compliant with the accessibility requirements.',
      partial:
        'The service is partially compliant with the accessibility requirements. The shortcomings are listed below.',
      none: 'The service is not compliant with the accessibility requirements. The shortcomings are listed below.',
    },
  },
  issues: {
    heading: 'Non-accessible content',
    intro: 'We know of the following shortcomings. We fix them as the service is developed.',
    criteria: 'WCAG criteria',
    notAssessed: 'Not assessed against the WCAG criteria: the service is not ours.',
    none: 'We know of no accessibility shortcomings in the service.',
  },
  preparation: {
    heading: 'How this statement was prepared',
    method:
      "The statement is based on a self-assessment by the service's developers. The service's screens are checked automatically with the axe-core tool at every change, and some of them, this statement included, also with the HTML_CodeSniffer tool.",
    limits:
      'Automated checks find only some of the shortcomings. They cannot tell whether text alternatives and instructions are understandable, whether the service works as a whole with a screen reader or whether the charts can be understood without sight. The service has not been assessed by an outside expert.',
    prepared: (date: string) => `This statement was prepared on ${date}.`,
    reviewed: (date: string) => `It was last reviewed on ${date}.`,
  },
  feedback: {
    heading: 'Feedback',
    intro:
      'Did you notice a shortcoming? Tell us, and we will fix it or give you the information in another format.',
    form: 'Send accessibility feedback with the feedback form',
    formNote: '(requires signing in)',
    email: 'or by e-mail to',
    answer:
      'We answer feedback within 14 days of receiving it. If we need more time, we tell you so and why within two weeks.',
  },
  enforcement: {
    heading: 'Supervisory authority',
    body: 'If you are not satisfied with our answer or receive no answer within two weeks, you can notify the supervisory authority. Its website explains how to make a notification and how it is handled.',
    contact: "The supervisory authority's contact details",
    email: 'E-mail',
    phone: 'Telephone (switchboard)',
  },
  otherLanguages: 'The statement in other languages',
  criterionNames: {
    '1.1.1': 'Non-text Content',
    '1.3.1': 'Info and Relationships',
    '1.3.2': 'Meaningful Sequence',
    '1.4.3': 'Contrast (Minimum)',
    '2.1.1': 'Keyboard',
    '2.4.3': 'Focus Order',
    '3.1.1': 'Language of Page',
    '3.1.2': 'Language of Parts',
    '3.3.2': 'Labels or Instructions',
    '4.1.2': 'Name, Role, Value',
  },
};
