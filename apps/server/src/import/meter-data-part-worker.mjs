// A worker thread starts without the TypeScript loader of the process that made it.
import { register } from 'tsx/esm/api';

register();
await import('./meter-data-part-worker.ts');
