import type { Texts } from './catalogue';

/** The contracts page /sopimukset (spec 02 §2). */
export const contracts: Texts['contracts'] = {
  title: 'Metering point details',
  customerHeading: 'Customer details',
  customerNumbers: 'Customer number',
  name: 'Name',
  email: 'Email',
  noEmail: 'Not given',
  contractsHeading: 'Contracts',
  noContracts: 'No contract details',
  contractType: 'Contract type',
  product: 'Product',
  contractIdentifier: 'Contract number',
  meteringPointIdentifier: 'Metering point number',
  gsrn: 'GSRN code',
  address: 'Address',
  start: 'Start date',
  end: 'End date',
  openEnded: 'Valid until further notice',
  yearlyEstimate: 'Annual estimate',
  waterContractType: 'Water contract',
  waterComingSoon: 'Water contract details will be added in a future release.',
  loadFailed: 'Loading your customer details failed',
  networkError: 'Connection error while loading your customer details',
  unauthorized: 'You are not authorised to view this data. Logging you out...',
};
