export * from './api-error';
export * from './configuration';
export * from './http';
