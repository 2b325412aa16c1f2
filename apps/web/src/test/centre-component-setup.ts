import { beforeAll } from 'vitest';
import i18n from '../app/i18n';

/** Call at the top of a file of centre component tests: loads the centre's slices and texts, in English, before them. */
export function setUpCentreComponentTests() {
  beforeAll(async () => {
    await import('../features/centre/centre-state');
    await i18n.changeLanguage('en');
  });
}
