import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web app manifest; start URL /m/home, theme from the merchant template. */
export const manifest: Partial<ManifestOptions> = {
  name: 'Swerte',
  short_name: 'Swerte',
  description: 'Swerte games, sports and lottery',
  lang: 'fil',
  start_url: '/m/home',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#0b1f18',
  theme_color: '#0f3d2e',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
