import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhTW from 'antd/es/locale/zh_TW';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { selectLang } from '../features/lang/langSlice';
import { useAppSelector } from './hooks';
import { validateMessagesFor } from './i18n';
import type { AppStore } from './store';
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

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <LocalisedConfig>{children}</LocalisedConfig>
    </Provider>
  );
}
