import { afterNetworkQuiet, whenIdle } from '../lib/later';

/** Service workers run only in secure contexts we control: HTTPS, or localhost during development and tests. */
export function canRegisterServiceWorker(loc: Pick<Location, 'protocol' | 'hostname'> = window.location): boolean {
  if (loc.protocol === 'https:') return true;
  return loc.hostname === 'localhost' || loc.hostname === '127.0.0.1' || loc.hostname === '[::1]';
}

/**
 * Registered from the bundle (the CSP forbids inline scripts); workbox-window loads in its own chunk.
 * Installing it precaches every file of the app, which would compete with a first visit's own loading; it serves
 * later visits and offline use, so it waits until the page has loaded, the network is quiet and the browser idle.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !canRegisterServiceWorker()) return;
  window.addEventListener('load', () => {
    afterNetworkQuiet(() =>
      whenIdle(() => {
        import('workbox-window')
          .then(({ Workbox }) => new Workbox(`${import.meta.env.BASE_URL}sw.js`).register())
          .catch((error: unknown) => console.warn('service worker registration failed', error));
      }),
    );
  });
}
