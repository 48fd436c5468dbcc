// Vite 8 (rolldown) build of the SPA: src/main.tsx → dist/. The server (`npm start`) serves dist/ with
// history-mode fallback; in development `vite` proxies the API and the GraphQL gateway to it.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.HERDENBLICK_API ?? 'http://localhost:3000';

/** Charts (nivo and d3) only ever load with the evaluation screens, never on the first page. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const CHARTS = /node_modules[\\/](@nivo|d3-[a-z-]+|d3|internmap|delaunator|robust-predicates|@react-spring)[\\/]/;

export default defineConfig({
  plugins: [react()],
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
