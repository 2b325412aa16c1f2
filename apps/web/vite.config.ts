import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build-plugins/precompress';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // The server's CSP forbids inline scripts: the app registers the worker itself (src/app/service-worker.ts).
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.png', 'apple-touch-icon.png'],
      manifest: {
        name: '晨曦產後護理之家',
        short_name: '晨曦',
        description: '晨曦產後護理之家：線上商店與中心管理',
        lang: 'zh-Hant-TW',
        start_url: '/',
        scope: '/',
        display: 'minimal-ui',
        theme_color: '#71c6d0',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        navigateFallback: '/index.html',
        // API answers (often personal, sent with a token) and server-rendered checkout pages are never cached.
        navigateFallbackDenylist: [/^\/api\//, /^\/checkout\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/checkout': 'http://127.0.0.1:8080' },
  },
});
