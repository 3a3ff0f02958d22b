export * from './api-error';
export * from './configuration';
export * from './http';
export * from './format';
export * from './navigation';
export * from './password';
export * from './identifiers';
