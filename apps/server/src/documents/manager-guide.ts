import type { PortalConfig } from '@energiaportaali/domain';
import type { DocumentContent } from './render-pdf';

/** Käyttöohje for property managers (remUser) and their offices' super users (remCompany). */
export function managerGuide(config: PortalConfig): DocumentContent {
  const { brandName, customerServiceEmail, contact, officeHours } = config;
  return {
    title: 'Käyttöohje isännöitsijöille',
    subtitle: `${brandName} – asiakasportaali`,
    intro: [
      'Tämä ohje kertoo, miten isännöitsijät ja isännöintitoimistojen pääkäyttäjät seuraavat edustamiensa taloyhtiöiden kulutusta ja hallitsevat käyttäjiä asiakasportaalissa.',
    ],
    sections: [
      {
        heading: 'Kirjautuminen',
        paragraphs: [
          "Avaa asiakasportaali ja valitse 'Astu sisään'. Kirjaudu sähköpostiosoitteellasi ja salasanallasi. Isännöitsijä siirtyy kirjautumisen jälkeen isännöinnin etusivulle ja pääkäyttäjä pääkäyttäjän etusivulle.",
        ],
      },
      {
        heading: 'Taloyhtiöiden kulutustiedot',
        items: [
          'Etusivulla näkyvät taloyhtiöt, joita edustat, ja niiden käyttöpaikat.',
          'Valitse käyttöpaikka nähdäksesi sähkön, kaukolämmön tai veden kulutuksen.',
          'Vaihda tarkastelujaksoa valinnoilla Vuosi, Kuukausi ja Viikko tai määritä oma ajanjakso.',
          'Voit näyttää vertailuksi edellisen vuoden kulutuksen ja ulkolämpötilan.',
          'Napsauta pylvästä, niin näet jakson tarkemmin.',
          'Lataa tiedot Excel-tiedostona latauspainikkeella.',
        ],
      },
      {
        heading: 'Taloyhtiön lisääminen (pääkäyttäjä)',
        paragraphs: [
          'Hae taloyhtiö Y-tunnuksella ja lisää se toimistosi asiakkaaksi. Jos kaupparekisterissä taloyhtiön isännöitsijänä on toinen toimisto, lisääminen ei onnistu: pyydä taloyhtiötä päivittämään isännöitsijätieto kaupparekisteriin ja yritä sen jälkeen uudelleen.',
        ],
      },
      {
        heading: 'Isännöitsijöiden hallinta (pääkäyttäjä)',
        items: [
          'Lisää toimistosi isännöitsijä antamalla hänen nimensä ja sähköpostiosoitteensa. Hän saa sähköpostiin linkin salasanan asettamiseen.',
          'Sama sähköpostiosoite voi olla käytössä vain yhdellä käyttäjällä.',
          'Poista isännöitsijän tunnus, kun hän ei enää hoida toimistosi taloyhtiöitä.',
        ],
      },
      {
        heading: 'Vesimittarin lukeman ilmoittaminen',
        paragraphs: [
          "Valitse valikosta 'Ilmoita vesilukema', valitse käyttöpaikka ja mittari, anna lukema ja lukupäivä ja lähetä lomake. Voit halutessasi saada kopion ilmoituksesta sähköpostiisi.",
        ],
      },
      {
        heading: 'Tuki',
        paragraphs: [
          `Asiakaspalvelumme auttaa ${officeHours.days} klo ${officeHours.times.join(' ja ')} numerossa ${contact.phone} ja sähköpostitse osoitteessa ${customerServiceEmail}.`,
        ],
      },
    ],
  };
}
