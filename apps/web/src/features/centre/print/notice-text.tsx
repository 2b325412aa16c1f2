import type { PrivacyNotice } from '@pnc/schemas/centre/privacy-notice';

type NoticeLang = 'tw' | 'en';

/** The app's language as the notice's: English, or Traditional Chinese for anything else. */
export const noticeLang = (language: string): NoticeLang => (language === 'en' ? 'en' : 'tw');

/** A privacy notice's text in one language, as handed to the mother (privacy-notice.ts). */
export function NoticeText({ notice, lang }: { notice: PrivacyNotice; lang: NoticeLang }) {
  return (
    <section
      className="pnc-print-section pnc-print-notice"
      lang={lang === 'en' ? 'en' : 'zh-Hant-TW'}
      data-testid="privacy-notice"
    >
      <h3>{notice.title[lang]}</h3>
      {notice.intro[lang].map((p) => (
        <p key={p}>{p}</p>
      ))}
      {notice.sections.map((s) => (
        <div key={s.heading.en}>
          <h4>
            {s.heading[lang]} <span className="pnc-muted">（{s.article[lang]}）</span>
          </h4>
          {s.body[lang].map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ))}
      <p className="pnc-print-statement">
        <strong>{notice.statement[lang]}</strong>
      </p>
    </section>
  );
}
