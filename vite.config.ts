import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressPlugin } from './scripts/precompressPlugin';
import { lightSchemaHelpPlugin } from './scripts/lightSchemaHelpPlugin';
import { lightRendererPlugin } from './scripts/lightRendererPlugin';
import { compileHintsPlugin } from './scripts/compileHintsPlugin';

const API_PREFIXES = ['/wsr', '/wscomun', '/wsutils', '/wsedrive', '/docs', '/portal-config.json'];
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    lightSchemaHelpPlugin(),
    lightRendererPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['logo.svg', 'logo-inverse.svg', 'images/*.svg'],
      manifest: {
        name: 'Portal ERP', short_name: 'Portal ERP', lang: 'es', theme_color: '#1f5aa6', background_color: '#f4f6f9',
        icons: [{ src: '/logo.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/wsr\//, /^\/wscomun\//, /^\/wsutils\//, /^\/wsedrive\//, /^\/docs/, /^\/portal-config\.json/],
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // The report designer (CodeMirror, diff views) is for administrators only: it is fetched when its page opens, never precached for everyone.
        // The chart library of the summaries likewise: fetched when a user first opens a summary.
        globIgnores: ['**/assets/{DesignerPage,JsonEditor,JsonDiff,DefinitionEditor,SummaryChart}-*.js'],
      },
    }),
    // The report renderer and the libraries it alone loads: compiled in the background when the home fetches them.
    compileHintsPlugin(['ReportView', 'ag-grid', 'rjsf', 'DatePicker']),
    precompressPlugin(),
  ],
  server: { proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: apiTarget, changeOrigin: true }])) },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The routes come with the portal's code, after the login page is drawn.
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/ },
            // The report renderer's libraries, fetched in parallel when a report opens (and cached apart from the portal's own code);
            // their dependencies shared with the portal (MUI, emotion) stay where the portal loads them.
            { name: 'ag-grid', test: /node_modules[\\/](ag-grid-community|ag-grid-react|ag-stack)[\\/]/, includeDependenciesRecursively: false },
            { name: 'rjsf', test: /node_modules[\\/](@rjsf|@x0k|fast-uri|fast-equals|jsonpointer)[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
