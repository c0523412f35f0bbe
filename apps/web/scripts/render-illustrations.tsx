// Writes the home page's illustrations as static SVG files (public/illustrations/*.svg) from
// their React components, so the page shows them as <img> — no JavaScript, nothing to hydrate.
// Run after changing an illustration: npx tsx apps/web/scripts/render-illustrations.tsx
// (a unit test fails while a committed file differs from its component).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderIllustrations } from '../src/features/marketing/components/illustrations/static-illustrations.tsx';

const dir = path.resolve(import.meta.dirname, '../public/illustrations');
for (const [name, svg] of Object.entries(renderIllustrations())) {
  writeFileSync(path.join(dir, name), svg);
  console.log(`wrote public/illustrations/${name} (${svg.length} bytes)`);
}
