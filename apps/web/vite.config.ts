import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The production client runs on Preact's React-compatible layer (preact/compat): ~10 KB instead
// of react-dom's ~60 KB gzipped, which is what keeps the home page inside its 90 KB JavaScript
// budget. Development, the jsdom unit tests and the prerender (react-dom/server) keep React; the
// e2e suite runs against this production build, so what ships is what the browser tests drive.
// WEB_RUNTIME=react builds the production bundle on React instead (for comparison).
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: command === 'build' && process.env.WEB_RUNTIME !== 'react' ? preactAliases : [],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // dist/.vite/manifest.json: the prerender adds modulepreload links for each page's chunks.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/health': 'http://localhost:3000',
    },
  },
}));
