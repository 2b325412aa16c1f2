import { ConfigProvider } from 'antd';
// antd's ES module build of its locales (antd/es, as antd documents them): `antd/locale/*` re-exports the CommonJS
// build, which brought a second copy of the locale files antd's own ES build already loads into the first page.
import enUS from 'antd/es/locale/en_US';
import zhTW from 'antd/es/locale/zh_TW';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { selectLang } from '../features/lang/langSlice';
import { useAppSelector } from './hooks';
import { validateMessagesFor } from './i18n';
import type { AppStore, RootState } from './store';
import { theme } from './theme';

function LocalisedConfig({ children }: { children: ReactNode }) {
  const lang = useAppSelector(selectLang);
  const form = useMemo(() => ({ validateMessages: validateMessagesFor(lang) }), [lang]);
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhTW} theme={theme} form={form}>
      {children}
    </ConfigProvider>
  );
}

/**
 * `serverState`: the state a server-rendered page was drawn from; React's hydration renders from it (so the browser's
 * first render matches the server's markup), later renders from the store.
 */
export function Providers({ store, serverState, children }: { store: AppStore; serverState?: RootState; children: ReactNode }) {
  return (
    <Provider store={store} serverState={serverState}>
      <LocalisedConfig>{children}</LocalisedConfig>
    </Provider>
  );
}
