// Placeholder until the public-site work: copies the shell as the 404 page.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
const dist = path.resolve(import.meta.dirname, '../dist');
copyFileSync(path.join(dist, 'index.html'), path.join(dist, '404.html'));
