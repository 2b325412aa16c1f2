import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import i18n from '../app/i18n';

/** Call at the top of a file of centre component tests: loads the centre's slices and texts, in English, before them. */
export function setUpCentreComponentTests() {
  beforeAll(async () => {
    // A busy machine renders antd slowly: wait up to 5 s for what a request or a validation brings.
    configure({ asyncUtilTimeout: 5000 });
    await import('../features/centre/centre-state');
    await i18n.changeLanguage('en');
  });
}
