import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { mountBaseApi } from '../app/api-mount';
import { Providers } from '../app/providers';
import { makeStore, type RootState } from '../app/store';
import { languageSet } from '../features/lang/langSlice';
import type { Lang } from '../lib/languages';

/**
 * Renders one component in the app's providers over a fresh store (`state` preloaded) with the API mounted, for a
 * component test that mocks fetch first. `lang` sets the store's language, which picks names and formats money.
 */
export function renderInStore(ui: ReactElement, { lang, state }: { lang?: Lang; state?: Partial<RootState> } = {}) {
  const store = makeStore(state);
  if (lang) store.dispatch(languageSet(lang));
  mountBaseApi(store.dispatch);
  return { ...render(<Providers store={store}>{ui}</Providers>), store };
}
