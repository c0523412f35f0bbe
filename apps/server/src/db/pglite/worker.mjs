// Worker entry that runs under plain node as well as under tsx or vitest: register tsx's ESM
// loader inside this worker thread, then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
