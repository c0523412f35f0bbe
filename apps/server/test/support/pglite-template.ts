// Setup file of the server project: this test file's in-memory databases start from the run's
// empty PGlite cluster (made once by pglite-template-setup.ts) instead of running initdb.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { seedMemoryTemplate } from '../../src/db/pglite/remote.ts';

const template = inject('pgliteTemplate');
if (template) seedMemoryTemplate(new Blob([readFileSync(template)]));
