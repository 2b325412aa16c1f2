import { useTranslation } from 'react-i18next';
import { htmlLang, supportedLanguages, type Lang } from '../lib/languages';

/**
 * Header switch between 中文 and English, each labelled in its own language. Plain toggle buttons
 * rather than antd Segmented, whose tooltip dependency would pull antd's form engine into the first load.
 */
export function LanguageSwitcher({ value, onChange }: { value: Lang; onChange: (lang: Lang) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('header.language')} className="pnc-lang">
      {supportedLanguages.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={htmlLang[lang]}
          aria-pressed={lang === value}
          className={lang === value ? 'pnc-lang-option pnc-lang-option-active' : 'pnc-lang-option'}
          onClick={() => onChange(lang)}
          data-testid={`lang-${lang}`}
        >
          {t(`lang.${lang}`)}
        </button>
      ))}
    </div>
  );
}
