// Test data per role and place (issue #24): import from here, not from the files.
export * from './billing-invoices';
export * from './consumer-invoices';
export * from './ids';
export * from './invitations';
export * from './metering-points';
export * from './places';
export * from './roles';
export * from './users';
