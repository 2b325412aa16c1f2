import { describe, expect, it } from 'vitest';
import { currentNoticeVersion, noticeVersions, type PrivacyNotice, privacyNotices } from './privacy-notice';

/**
 * Each version as it was handed out, by a fingerprint of its JSON text. A consent names the version she read, so
 * a used version never changes: a new wording is a new version with its own line here, never an edited hash.
 */
const fingerprints: Record<string, string> = {
  '2026-11': '1f072b3a15a8bd',
};

/** cyrb53 over the notice's JSON text (no Node or DOM types in this package): enough to notice any edit. */
function fingerprint(n: PrivacyNotice) {
  const text = JSON.stringify(n);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

describe('the privacy notice', () => {
  it('keeps every version as it was handed out', () => {
    expect(Object.keys(fingerprints)).toEqual(noticeVersions);
    for (const v of noticeVersions)
      expect(fingerprint(privacyNotices[v]), `notice ${v} was edited: add a new version instead`).toBe(fingerprints[v]);
  });

  it('hands out the newest version', () => {
    expect(currentNoticeVersion).toBe(noticeVersions.at(-1));
  });

  it.each(noticeVersions)('%s: says in both languages what PDPA art. 8 I (1)–(6) and art. 6 require', (v) => {
    const n: PrivacyNotice = privacyNotices[v];
    const articles = n.sections.map((s) => s.article.en);
    for (const item of ['(1)', '(2)', '(3)', '(4)', '(5)', '(6)'])
      expect(
        articles.some((a) => a.includes(`Art. 8 I ${item}`)),
        item,
      ).toBe(true);
    expect(articles.some((a) => a.startsWith('Art. 6'))).toBe(true);
    for (const s of n.sections) {
      expect(s.body.tw.length, s.heading.en).toBe(s.body.en.length);
      expect(s.body.tw.every((p) => p.trim().length > 0) && s.body.en.every((p) => p.trim().length > 0)).toBe(true);
    }
    expect(n.sections[0]!.body.tw.join('')).toContain('晨曦產後護理之家');
    // The five rights of art. 3, each named.
    const rights = n.sections.find((s) => s.article.en.includes('art. 3'))!;
    for (const right of ['查詢或請求閱覽', '製給複製本', '補充或更正', '停止蒐集、處理或利用', '刪除'])
      expect(rights.body.tw.join('')).toContain(right);
  });
});
