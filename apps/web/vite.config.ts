import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ssrNavigationPatterns } from '@pnc/schemas/ssr-pages';
import { precompress } from './build-plugins/precompress';

/** Modules the shop's server-rendered pages all import (with what they import): see `codeSplitting` below. */
const shopCommon =
  /src[\\/](features[\\/]shop[\\/](api|shop-i18n|shop-errors-i18n|use-login-gate|use-shop-page|catalogue[\\/]category-tree|components[\\/](pill|shop-breadcrumb))|lib[\\/]error-text)\.tsx?$/;

// `vite build` makes the browser's bundle (dist); `vite build --ssr src/entry-server.tsx` the server's renderer
// (dist-ssr), with its dependencies bundled in, so the server imports one file and needs none of the web's packages.
export default defineConfig(({ isSsrBuild, mode }) => ({
  // The server's renderer runs the same builds of React and antd as the browser's bundle. Vite fixes NODE_ENV in a
  // browser build but leaves it to the environment in an SSR one, so a server started without NODE_ENV=production
  // (`npm start`) would render with their development builds: antd's development class names differ from the
  // browser's, and hydration would then regenerate every style the server had already sent.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : undefined,
  plugins: [
    react(),
    !isSsrBuild &&
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
          // API answers (often personal, sent with a token) and server-rendered checkout pages are never cached. The
          // shop's server-rendered pages go to the network: a precached index.html would drop their rendered content.
          navigateFallbackDenylist: [/^\/api\//, /^\/checkout\//, ...ssrNavigationPatterns],
          runtimeCaching: [],
          cleanupOutdatedCaches: true,
        },
      }),
    !isSsrBuild && precompress(),
  ],
  build: isSsrBuild
    ? { outDir: 'dist-ssr', target: 'node22', emptyOutDir: true }
    : {
        manifest: true,
        target: 'es2022',
        chunkSizeWarningLimit: 900,
        // Every module the entry imports statically (Rolldown's `$initial` tag) goes into the entry's own chunk, so a
        // first page loads one script, not a dozen small chunks that it shares with the lazy pages. The code that every
        // server-rendered shop page needs beside its own (the shop's API and texts, the trail and pills) is one chunk
        // too: a page's first load waits on each file it links. Other modules keep Rolldown's automatic chunks.
        // (`output.codeSplitting.groups`, passed by Vite 8's `build.rolldownOptions`.)
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'], priority: 3 },
                // RTK Query, which every page with data mounts (staff pages too): its own chunk, not the shop's.
                { name: 'api-mount', test: /src[\\/]app[\\/]api-mount\.ts$/, priority: 2 },
                { name: 'shop-common', test: shopCommon, priority: 1 },
              ],
            },
          },
        },
      },
  ssr: { noExternal: isSsrBuild ? true : undefined },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/checkout': 'http://127.0.0.1:8080' },
  },
}));
