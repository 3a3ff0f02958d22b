import { qualityLabelsFi } from '@energiaportaali/domain';

/** Every Finnish text the server itself puts in an answer; features add theirs here too. */
export const messages = {
  validation: 'Pyynnön tiedot ovat virheelliset. Tarkista kentät.',
  unknownField: 'Tuntematon kenttä',
  invalidJson: 'Pyynnön sisältö ei ole kelvollista JSON-muotoa.',
  badRequest: 'Virheellinen pyyntö.',
  unauthorized: 'Kirjautuminen vaaditaan.',
  forbidden: 'Ei käyttöoikeutta.',
  csrf: 'Pyyntö hylättiin: siitä puuttuu JSON-sisältötyyppi tai vaadittu otsake.',
  notFound: 'Pyydettyä tietoa ei löytynyt.',
  methodNotAllowed: 'Pyyntötapaa ei tueta.',
  requestTimeout: 'Pyyntö aikakatkaistiin. Yritä uudelleen.',
  conflict: 'Pyyntö on ristiriidassa nykyisten tietojen kanssa.',
  bodyTooLarge: 'Pyyntö on liian suuri.',
  unsupportedMediaType: 'Pyynnön sisältötyyppiä ei tueta. Käytä JSON-muotoa.',
  tooManyRequests: 'Liian monta pyyntöä. Yritä hetken kuluttua uudelleen.',
  internal: 'Palvelinvirhe. Yritä myöhemmin uudelleen.',
  badGateway: 'Taustajärjestelmä ei vastannut. Yritä myöhemmin uudelleen.',
  databaseUnavailable: 'Tietokanta ei ole käytettävissä. Yritä myöhemmin uudelleen.',
  shuttingDown: 'Palvelin on sulkeutumassa. Yritä hetken kuluttua uudelleen.',
  loginFailed: 'Väärä sähköposti tai salasana',
  // Attaching a housing company to a property-management office.
  registryMismatch: (housing: string, registered: string | null, office: string) =>
    `Kaupparekisterissä taloyhtiön ${housing} isännöitsijäksi on merkitty ${registered ?? 'ei ketään'}, ei ${office}. ` +
    'Päivitä isännöitsijän tiedot kaupparekisteriin ja yritä sitten uudelleen.',
  housingCompanyTaken: 'Taloyhtiö kuuluu jo toiselle isännöintitoimistolle.',
  housingCompanyNotFound: 'Ei hakutuloksia',
  tradeRegisterUnavailable:
    'Kaupparekisteri ei vastannut, joten taloyhtiön isännöitsijää ei voitu tarkistaa. Yritä hetken kuluttua uudelleen.',
  loginRateLimited: (seconds: number) =>
    `Liian monta epäonnistunutta kirjautumisyritystä. Yritä uudelleen ${
      seconds < 60 ? 'hetken' : `${Math.ceil(seconds / 60)} minuutin`
    } kuluttua.`,
  loginExpiredTitle: 'Kirjautuminen vanhentui',
  loginExpired: 'Kirjautumisen aikaraja ylittyi. Palaa palveluun ja kirjaudu uudelleen.',
  loginServerErrorTitle: 'Kirjautuminen epäonnistui',
  loginCallbackFailed: 'Kirjautuminen epäonnistui. Yritä kirjautua uudelleen.',
  loginStateLost:
    'Kirjautuminen keskeytyi: sen tiedot puuttuivat tai vanhenivat. Kirjaudu uudelleen.',
  loginEmailUnverified:
    'Kirjautuminen epäonnistui: tunnistautumispalvelu ei ole vahvistanut sähköpostiosoitettasi. Vahvista osoite palvelussa ja kirjaudu sitten uudelleen.',
  loginEmailBound:
    'Kirjautuminen epäonnistui: sähköpostiosoitteesi käyttäjätunnus on jo liitetty toiseen tunnistautumispalvelun tunnukseen. Kirjaudu sillä tunnuksella tai ota yhteyttä asiakaspalveluun.',
  customerDataUnavailable:
    'Kirjautuminen epäonnistui. Virhe asiakkuustietoja hakiessa. Ota yhteyttä asiakaspalveluun.',
  // Strong identification, registration and forgotten password.
  invalidIdentificationToken: 'Virheellinen tunnistautumiskoodi',
  identificationUnavailable: 'Vahva tunnistautuminen ei ole käytettävissä.',
  accountNotFound: 'Käyttäjää ei löytynyt',
  userExists: 'Käyttäjätunnus on jo olemassa.',
  notCustomer: 'Tunnistettua henkilöä ei löytynyt asiakastiedoista.',
  // Consumption, temperatures and contracts (spec 01 §8 "Detail usage data").
  usageRangeInvalid: 'Kulutuslukemia voi hakea enintään yhden vuoden ajalta...',
  usageNotFound: 'Pyydettyjä tietoja ei löytynyt',
  usageNoFinerData: 'Valitettavasti tarkempaa tietoa ei ole saatavilla tälle ajanjaksolle.',
  excelUserBusy:
    'Edelliset Excel-tiedostosi ovat vielä valmisteilla. Yritä uudelleen, kun ne ovat valmiit.',
  excelServerBusy:
    'Excel-tiedostoja valmistetaan juuri nyt paljon. Yritä hetken kuluttua uudelleen.',
  // The Excel file's quality column, in the words of the consumption page's table.
  usageQualityHeader: 'Laatu',
  usageQualities: qualityLabelsFi,
  contractsCompanyRequired: 'Valitse yritys tai taloyhtiö, jonka sopimukset haetaan.',
  // Consumer invoices by product (spec 02 §3 'Product types', §9 earliest invoice years).
  productTypeTitles: { electricity: 'Sähkö', heat: 'Lämpö', fiber: 'Valokuitu', water: 'Vesi' },
  invoiceYearOutOfRange:
    'Laskuja voi hakea lämmöstä vuodesta 2015 ja muista tuotteista vuodesta 2020 alkaen kuluvaan vuoteen asti.',
  // Feedback, contact change and the fibre offer request (spec 01 §2, spec 02 §2).
  customershipNotFound: 'Asiakkuutta ei löytynyt tälle tuotteelle.',
  fibreNotOffered: 'Valokuitu ei ole tämän palvelun tuotteita.',
  // Water meter reading and captcha (spec 01 §5 and §8).
  captchaFailed: 'Varmistus epäonnistui. Vahvista uudelleen, ettet ole robotti.',
  captchaUnavailable: 'Varmistuspalvelu ei vastannut. Yritä hetken kuluttua uudelleen.',
  captchaNotInUse: 'Tämä varmistus ei ole käytössä.',
  waterSaveFailed: 'Lukeman tallennus epäonnistui. Yritä myöhemmin uudelleen.',
  waterEmailFailed: 'Lukema tallennettiin, mutta kopion lähetys sähköpostiisi epäonnistui.',
  waterCopySubject: 'Vesilukema vastaanotettu',
  // billing invoices: PDF and due-date postponement (spec 02 §4, §5 'Due-date picker').
  invoicePdfNotAvailable: 'Tästä laskusta ei ole saatavilla PDF-tiedostoa.',
  postponementRefused: {
    companyView: 'Yritysasiakkaan laskun eräpäivää ei voi siirtää palvelussa.',
    notOpen: 'Vain avoimen laskun eräpäivää voi siirtää.',
    agreementNotAllowed: 'Tämän laskun eräpäivää ei voi siirtää palvelussa.',
    alreadyPostponed: 'Laskun eräpäivä on jo siirretty. Eräpäivän voi siirtää vain kerran.',
    noMaxDueDate: 'Laskulle ei ole määritetty viimeistä sallittua eräpäivää.',
    overOnlineLimit: 'Laskun avoin summa ylittää palvelussa siirrettävän laskun enimmäissumman.',
    noDaysLeft: 'Laskun eräpäivää ei voi enää siirtää.',
  },
  postponementDateOutOfRange: (first: string, last: string) =>
    `Uuden eräpäivän on oltava väliltä ${first}–${last}.`,
  // An external billing service away, slow or answering nonsense; or refusing a postponement.
  billingUnavailable:
    'Laskutustiedot eivät ole juuri nyt saatavilla. Yritä hetken kuluttua uudelleen.',
  invitationAccountDeleted:
    'Kutsutun henkilön tunnus on poistettu, joten kutsua ei voi lähettää uudelleen.',
  postponementNotAccepted:
    'Laskutusjärjestelmä ei hyväksynyt eräpäivän siirtoa. Päivitä sivu ja tarkista laskun tiedot.',
} as const;

/**
 * The audit log in words (back office 'Tapahtumat' and its CSV, decision 0046): one sentence
 * per action; the presenter fills in names. A new audit action needs its words here.
 */
export const auditMessages = {
  system: 'Järjestelmä (komentorivi tai tuonti)',
  deletedUser: 'poistettu käyttäjä',
  deletedCustomer: 'poistettu asiakas',
  deletedOffice: 'poistettu toimisto',
  deletedRequest: 'poistettu pyyntö',
  unknownInvitation: 'kutsu',
  none: 'ei yhtään',
  unknownAction: 'Muu tapahtuma',
  invitationKinds: {
    'manager-company': 'isännöintitoimiston rekisteröitymislinkki',
    manager: 'isännöitsijä',
    'company-person': 'yrityksen henkilö',
    operator: 'asiakaspalvelu',
    consumer: 'kuluttaja',
  },
  inboxKinds: {
    feedback: 'Palaute',
    'water-readings': 'Vesilukema',
    'contact-changes': 'Yhteystietomuutos',
    'fibre-requests': 'Kuitupyyntö',
  },
  inboxLists: {
    feedback: 'palautteet',
    'water-readings': 'vesilukemat',
    'contact-changes': 'yhteystietomuutokset',
    'fibre-requests': 'kuitupyynnöt',
  },
  statuses: {
    new: 'uudet',
    handled: 'käsitellyt',
    pending: 'odottava',
    sending: 'lähettämässä',
    sent: 'lähetetty',
    failed: 'epäonnistunut',
  } as Record<string, string>,
  imports: {
    customers: 'asiakkaat',
    offices: 'isännöintitoimistot',
    'metering-points': 'käyttöpaikat',
    tariffs: 'tariffit',
    contracts: 'sopimukset',
    users: 'käyttäjät',
    prices: 'pörssihinnat',
    'housing-managers': 'taloyhtiöiden isännöitsijät kaupparekisteristä',
  } as Record<string, string>,
  companyPersonAdd: (person: string, companies: string) =>
    `Yrityksen henkilö lisätty: ${person} → ${companies}`,
  companyPersonUpdate: (person: string) => `Yrityksen henkilön tiedot muutettu: ${person}`,
  companyPersonRemove: (person: string, companies: string) =>
    `Yrityksen henkilö poistettu: ${person} ← ${companies}`,
  companiesAdded: (companies: string) => `lisätty yrityksiin ${companies}`,
  companiesRemoved: (companies: string) => `poistettu yrityksistä ${companies}`,
  emailChanged: 'sähköpostiosoite vaihdettu',
  accountDeleted: 'tunnus poistettu',
  managerCompanyRegister: (office: string, businessId: string) =>
    `Isännöintitoimisto rekisteröity: ${office} (${businessId})`,
  officeStaffAdd: (person: string, office: string) => `Isännöitsijä lisätty: ${person} → ${office}`,
  officeStaffAssign: (person: string, office: string) =>
    `Isännöitsijän taloyhtiöt muutettu: ${person} (${office})`,
  housesAdded: (houses: string) => `lisätty ${houses}`,
  housesRemoved: (houses: string) => `poistettu ${houses}`,
  officeStaffRemove: (person: string, office: string) =>
    `Isännöitsijä poistettu: ${person} ← ${office}`,
  housingCompanyAttach: (house: string, office: string) =>
    `Taloyhtiö liitetty: ${house} → ${office}`,
  inboxHandled: (kind: string, id: string) => `${kind} nro ${id} merkitty käsitellyksi`,
  inboxExport: (list: string) => `Saapuneet ladattu CSV-tiedostona: ${list}`,
  auditExport: 'Tapahtumaloki ladattu CSV-tiedostona',
  filterStatus: (status: string) => `tila ${status}`,
  filterDays: (from: string, to: string) => `ajalta ${from}–${to}`,
  filterFrom: (from: string) => `${from} alkaen`,
  filterTo: (to: string) => `${to} asti`,
  registrationApproveBusiness: (company: string, person: string) =>
    `Yrityksen rekisteröintipyyntö hyväksytty: ${company}; pääkäyttäjäksi ${person}`,
  registrationApproveManager: (office: string, person: string) =>
    `Isännöintitoimiston rekisteröintipyyntö hyväksytty: ${office}; pääkäyttäjäksi ${person}`,
  customerCreated: 'yritys lisätty asiakasrekisteriin',
  subsidiariesLinked: (companies: string) => `tytäryhtiöt liitetty: ${companies}`,
  subsidiariesNotFound: (count: number) =>
    count === 1
      ? '1 tytäryhtiö ei ollut yritysasiakas'
      : `${count} tytäryhtiötä ei ollut yritysasiakkaita`,
  officeCreated: 'toimisto luotu',
  officeAddressFromRegister: 'osoite kaupparekisteristä',
  housesAttached: (count: number) => `taloyhtiöitä liitetty ${count}`,
  registrationReject: (company: string) => `Rekisteröintipyyntö hylätty: ${company}`,
  housingRequestApprove: (house: string, office: string) =>
    `Taloyhtiön liittämispyyntö hyväksytty: ${house} → ${office}`,
  housingRequestReject: (house: string, office: string) =>
    `Taloyhtiön liittämispyyntö hylätty: ${house} → ${office}`,
  houseAttached: 'taloyhtiö liitetty toimistoon',
  houseAssignedToRequester: 'annettu pyytäneelle isännöitsijälle',
  userLock: (person: string) => `Tunnus lukittu: ${person}`,
  userUnlock: (person: string) => `Tunnuksen lukitus avattu: ${person}`,
  sessionsEnded: (count: number) => `istuntoja päätetty ${count}`,
  userSessionsEnd: (person: string) => `Istunnot päätetty: ${person}`,
  passwordResetRequest: (person: string) => `Salasanalinkki tilattu: ${person}`,
  passwordResetSend: (person: string) => `Salasanalinkki lähetetty: ${person}`,
  passwordResetComplete: (person: string) => `Salasana vaihdettu linkillä: ${person}`,
  externalIdentityBind: (person: string, issuer: string) =>
    `Tunnus liitetty tunnistautumispalvelun tunnukseen: ${person} (${issuer})`,
  userInvite: (person: string, kind: string) => `Uusi kutsu lähetetty: ${person} (${kind})`,
  outboxResend: (recipient: string, subject: string) =>
    `Sähköposti lähetetään uudelleen: ${recipient}, ”${subject}”`,
  outboxGone: 'poistettu viesti',
  previousStatus: (status: string) => `aiempi tila ${status}`,
  invitationCreate: (email: string, kind: string) => `Kutsu lähetetty: ${email} (${kind})`,
  invitationAdmin: 'pääkäyttäjä',
  invitationResend: (email: string, kind: string) =>
    `Kutsu lähetetty uudelleen: ${email} (${kind})`,
  invitationRevoke: (email: string, kind: string) => `Kutsu peruttu: ${email} (${kind})`,
  invitationIssue: (whom: string, kind: string) => `Kutsu luotu: ${whom} (${kind})`,
  validDays: (days: number) => (days === 1 ? 'voimassa 1 päivän' : `voimassa ${days} päivää`),
  invitationRedeem: (person: string, kind: string) =>
    `Salasana asetettu kutsulinkillä: ${person} (${kind})`,
  postponeDueDate: (invoice: string, from: string, to: string) =>
    `Laskun ${invoice} eräpäivä siirretty: ${from} → ${to}`,
  importRun: (kind: string) => `Rekisterituonti: ${kind}`,
  importCounts: (read: number, inserted: number, updated: number) =>
    `rivejä luettu ${read}, lisätty ${inserted}, päivitetty ${updated}`,
  csvHeadings: ['Aika', 'Tekijä', 'Tekijän sähköposti', 'Tapahtuma'],
  csvFileStem: 'tapahtumat',
} as const;
