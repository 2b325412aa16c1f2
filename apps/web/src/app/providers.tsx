import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhTW from 'antd/es/locale/zh_TW';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { selectLang } from '../features/lang/langSlice';
import { buildValidateMessages } from '../lib/validate-messages';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { theme } from './theme';

function LocalisedConfig({ children }: { children: ReactNode }) {
  const lang = useAppSelector(selectLang);
  const { t } = useTranslation();
  // Recomputed when the language changes; `lang` is the trigger even though t already follows it.
  const validateMessages = useMemo(() => (lang ? buildValidateMessages(t) : {}), [lang, t]);
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhTW} theme={theme} form={{ validateMessages }}>
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
