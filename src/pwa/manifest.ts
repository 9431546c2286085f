import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (built to /manifest.webmanifest). Colours are the boot splash's (index.html);
 * the merchant theme recolours the running app, not the install splash. Icons: scripts/make-icons.ts.
 */
export const manifest: Partial<ManifestOptions> = {
  // A stable identity: the install survives changes of start_url.
  id: '/m/home',
  name: 'Swerte',
  short_name: 'Swerte',
  description: 'Swerte games, sports and lottery',
  lang: 'fil',
  dir: 'ltr',
  start_url: '/m/home',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#0b1f18',
  theme_color: '#0b1f18',
  categories: ['games', 'entertainment'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
