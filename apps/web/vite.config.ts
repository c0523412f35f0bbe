import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { getConfig } from '@lingui/conf';

// React 19 everywhere: development, unit tests, prerender and production. Two entries:
// index.html (the React Router app: signed-in workspace, client-only routes) and
// src/islands/entry.ts, the only script of a prerendered public page, which hydrates that page's
// interactive islands after first paint (scripts/prerender.tsx swaps it in).
const islandsRuntime = new RegExp(
  [
    '/node_modules/(react|react-dom|scheduler)/',
    '/node_modules/lucide-react/dist/esm/(createLucideIcon|Icon|defaultAttributes|shared/)',
    '/src/islands/(runtime|island|report-error)',
    '/src/lib/(auth/|api-client|nav|use-dismiss)',
    '/src/app/(layout/header|layout/logo|paths|auth-modal-host)',
    '/src/components/ui/button',
    '/src/content/(navigation|site)',
    '/src/features/marketing/components/(reveal|schedule-demo-button|cta-band)',
  ].join('|'),
);

// Lingui's macros (t, msg, Trans, Plural …) compiled to message descriptors, only in the files that
// import them; the PO catalogs (src/locales) compiled on import, a missing translation failing the
// build (lingui.config.ts).
const linguiConfigPath = fileURLToPath(new URL('lingui.config.ts', import.meta.url));
const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({
    plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath: linguiConfigPath }) }]],
  }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

export default defineConfig({
  plugins: [
    react(),
    babel({ presets: [linguiMacros] }),
    lingui({
      configPath: linguiConfigPath,
      failOnMissing: true,
      failOnCompileError: true,
    }),
    tailwindcss(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // dist/.vite/manifest.json: the prerender finds the islands entry's file in it.
    manifest: true,
    rolldownOptions: {
      input: { index: 'index.html', islands: 'src/islands/entry.ts' },
      output: {
        codeSplitting: {
          // What every public page hydrates (React, the header, the auth store, the Book a Demo
          // button) in one file: one request and one gzip stream instead of a dozen small ones.
          groups: [{ name: 'islands-runtime', test: islandsRuntime, priority: 10 }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/health': 'http://localhost:3000',
    },
  },
});
