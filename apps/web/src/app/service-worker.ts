/** Service workers run only in secure contexts we control: HTTPS, or localhost during development and tests. */
export function canRegisterServiceWorker(loc: Pick<Location, 'protocol' | 'hostname'> = window.location): boolean {
  if (loc.protocol === 'https:') return true;
  return loc.hostname === 'localhost' || loc.hostname === '127.0.0.1' || loc.hostname === '[::1]';
}

/** Registered from the bundle (the CSP forbids inline scripts); workbox-window loads in its own chunk. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !canRegisterServiceWorker()) return;
  window.addEventListener('load', () => {
    import('workbox-window')
      .then(({ Workbox }) => new Workbox(`${import.meta.env.BASE_URL}sw.js`).register())
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  });
}
