/** The company control panel 'Hallintapaneeli' (spec 02 §2). */
export const company = {
  title: 'Hallintapaneeli',
  intro: 'Yritykset, joiden tietoja voit tarkastella:',
  customerNumber: 'Asiakasnumero',
  businessId: 'Y-tunnus',
  noCompanies: 'Ei asiakkuuksia',
  companiesTab: 'Yritykset',
  persons: {
    tab: 'Henkilöt',
    loading: 'Ladataan henkilöitä...',
    loadFailed: 'Henkilöiden lataaminen epäonnistui',
    none: 'Ei henkilöitä',
    admin: (name: string) => `Pääkäyttäjä: ${name}`,
    showCompanies: (count: number) => `Näytä yritykset (${count})`,
    hideCompanies: 'Piilota yritykset',
    pagination: 'Henkilöiden sivut',
    previous: 'Edellinen',
    next: 'Seuraava',
    pageOf: (page: number, pages: number) => `Sivu ${page}/${pages}`,
  },
  views: 'Hallintapaneelin näkymät',
  invoices: 'Laskut',
};
