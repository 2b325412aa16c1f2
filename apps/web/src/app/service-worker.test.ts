import { describe, expect, it } from 'vitest';
import { canRegisterServiceWorker } from './service-worker';

describe('service worker registration (spec section 1)', () => {
  it('only over HTTPS or on localhost', () => {
    expect(canRegisterServiceWorker({ protocol: 'https:', hostname: 'shop.example.tw' })).toBe(true);
    expect(canRegisterServiceWorker({ protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(canRegisterServiceWorker({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(true);
    expect(canRegisterServiceWorker({ protocol: 'http:', hostname: 'shop.example.tw' })).toBe(false);
    expect(canRegisterServiceWorker({ protocol: 'http:', hostname: '192.168.1.20' })).toBe(false);
  });
});
