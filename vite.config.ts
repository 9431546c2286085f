import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/pwa/manifest.ts';

const apiTarget = process.env.VITE_DEV_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    // The router plugin must come before react() (STACK.md).
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // src/pwa/register.ts registers it lazily with workbox-window.
      injectRegister: false,
      includeManifestIcons: false,
      manifest,
      injectManifest: {
        // The shell only: entry HTML, every JS/CSS chunk (routes and language catalogs are lazy but
        // needed offline), fonts and the small icons; the plugin adds the manifest itself. The 512 px
        // icons serve installs, which happen online; guide pictures and other public/ files load on demand.
        globPatterns: [
          'index.html',
          'assets/**/*.{js,css,woff2}',
          'icons/{favicon.svg,icon-192.png,apple-touch-icon.png}',
        ],
        globIgnores: ['**/*.map', 'sw.js', 'workbox-*.js'],
        // A chunk this big would be a bundling mistake: fail the build instead of precaching it.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs go in one chunk: one request, and compressed together they
          // are ~3 KiB smaller than as the eight fragments the default splitting makes.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|valtio|proxy-compare|@lingui)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/wps': apiTarget, '/lgw': apiTarget, '/ops': apiTarget, '/cdn': apiTarget },
  },
});
