export * from './api-error';
export * from './configuration';
