// Vite 8 (rolldown) build of the SPA: src/main.tsx → dist/. The server (`npm start`) serves dist/ with
// history-mode fallback; in development `vite` proxies the API and the GraphQL gateway to it.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = process.env.HERDENBLICK_API ?? 'http://localhost:3000';

/** Charts (nivo and d3) only ever load with the evaluation screens, never on the first page. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const CHARTS = /node_modules[\\/](@nivo|d3-[a-z-]+|d3|internmap|delaunator|robust-predicates|@react-spring)[\\/]/;

/**
 * Two libraries touch Intl's locale data when they are imported, 50–100 ms each in the first task of
 * every page on a phone-class CPU (the login's largest piece of work): react-aria checks the
 * browser's language with Intl.DateTimeFormat.supportedLocalesOf, and @internationalized/number
 * creates a NumberFormat to see whether signDisplay works. getCanonicalLocales rejects the same
 * malformed tags (the check's only purpose) without loading any data, and every browser that runs
 * this ES2022 build has signDisplay. The data then loads when a page formats its first number or date.
 */
const STARTUP_INTL_PATCHES = [
  {
    file: /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/,
    find: /Intl\.DateTimeFormat\.supportedLocalesOf\(\[/,
    replace: 'Intl.getCanonicalLocales([',
  },
  {
    file: /@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.mjs$/,
    find: /new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/,
    replace: 'true',
  },
];

function noIntlAtStartup(): Plugin {
  return {
    name: 'herdenblick:no-intl-at-startup',
    transform(code, id) {
      const patch = STARTUP_INTL_PATCHES.find((p) => p.file.test(id));
      if (!patch) return null;
      if (!patch.find.test(code)) this.error(`${id} changed: look at STARTUP_INTL_PATCHES in vite.config.ts`);
      return { code: code.replace(patch.find, patch.replace), map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), noIntlAtStartup()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/graphql': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/graphql': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The login route's budget (≤ 150 kB gzip) is checked by hand and in the report; charts stay lazy.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group also captures its modules' dependencies: without the react group the charts chunk
          // would take React along, and the first page would load all of nivo to get React.
          groups: [
            { name: 'react', test: REACT, priority: 20 },
            // Everything the first page imports statically in one chunk: a phone pays a round trip per
            // script, and the entry's two dozen small shared chunks cost more than their bytes.
            { name: 'app', tags: ['$initial'], priority: 15 },
            { name: 'charts', test: CHARTS, priority: 10 },
          ],
        },
      },
    },
  },
});
