/** The property manager's and the super user's dashboards (spec 02 §2). */
export const propertyManager = {
  managerTitle: 'Edustamani asunto-osakeyhtiöt',
  superUserTitle: 'Isännöintitoimiston hallinta',
  businessId: 'Y-tunnus',
  noHousingCompanies: 'Ei lisättyjä asunto-osakeyhtiöitä',
  superUser: {
    tabsLabel: 'Toimiston tiedot',
    managers: 'Isännöitsijät',
    houses: 'Taloyhtiöt',
    loading: 'Ladataan isännöitsijöitä...',
    showHouses: (count: number) => `Näytä taloyhtiöt (${count})`,
    hideHouses: 'Piilota taloyhtiöt',
    noHouses: 'Ei taloyhtiöitä',
    remove: 'Poista',
    removeLabel: (name: string) => `Poista isännöitsijä ${name}`,
    confirmTitle: 'Poistetaanko isännöitsijä?',
    confirmText: (name: string, email: string) =>
      `${name} (${email}) ei voi poiston jälkeen enää kirjautua palveluun.`,
    confirm: 'Poista isännöitsijä',
    removing: 'Poistetaan...',
    cancel: 'Peruuta',
  },
  addHousing: {
    open: 'Lisää asunto-osakeyhtiö',
    close: 'Sulje lisäys',
    businessId: 'Taloyhtiön Y-tunnus',
    businessIdHint: 'Muodossa 1234567-8',
    search: 'Hae',
    searching: 'Haetaan...',
    searchFailed: 'Haku epäonnistui. Yritä uudelleen.',
    declaration:
      'Vakuutan, että toimistomme on taloyhtiön isännöitsijä ja saa nähdä sen kulutustiedot.',
    save: 'Tallenna',
    saving: 'Tallennetaan...',
    added: (name: string) => `${name} lisätty`,
  },
};
