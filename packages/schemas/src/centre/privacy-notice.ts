import type { Label } from './define-spec';

/**
 * The notice a mother is given before she is asked to consent (個人資料保護法 art. 8, and art. 6 II for health
 * data, which applies art. 8 and asks for the consent in writing), in tw and en. Each version is kept as it was
 * handed out: a consent names the version she read, so a version once used is never edited. A change of wording is
 * a new version (a new key, added last); privacy-notice.test.ts holds every version to its fingerprint.
 */

/** Paragraphs in each language. */
interface Paragraphs {
  tw: readonly string[];
  en: readonly string[];
}

interface NoticeSection {
  /** The article the section answers (art. 8 I (1)–(6), art. 6). */
  article: Label;
  heading: Label;
  body: Paragraphs;
}

export interface PrivacyNotice {
  /** First day the version was handed out (YYYY-MM-DD). */
  effective: string;
  title: Label;
  intro: Paragraphs;
  sections: readonly NoticeSection[];
  /** What she signs under. */
  statement: Label;
}

const CENTRE: Label = { tw: '晨曦產後護理之家', en: 'Dawn Postnatal Care Centre (晨曦產後護理之家)' };

const v2026_11: PrivacyNotice = {
  effective: '2026-11-01',
  title: {
    tw: `${CENTRE.tw} 個人資料蒐集告知事項暨健康資料書面同意書`,
    en: `${CENTRE.en}: notice on the collection of personal data, and written consent to health data`,
  },
  intro: {
    tw: [
      '依個人資料保護法（下稱個資法）第八條，本機構向您蒐集個人資料時，應告知下列事項。您與您的新生兒之病歷、醫療及健康檢查等健康資料，依個資法第六條，須經您書面同意，本機構始得蒐集、處理及利用。',
    ],
    en: [
      'Under article 8 of the Personal Data Protection Act (PDPA), when we collect personal data from you we must tell you the following. Under article 6 of the PDPA, we may collect, process and use the health data of you and your baby (medical records, medical care and health examinations) only with your written consent.',
    ],
  },
  sections: [
    {
      article: { tw: '第八條第一項第一款', en: 'Art. 8 I (1)' },
      heading: { tw: '一、蒐集者名稱', en: '1. Who collects the data' },
      body: {
        tw: [`${CENTRE.tw}（下稱本機構）。`],
        en: [`${CENTRE.en} ("the centre").`],
      },
    },
    {
      article: { tw: '第八條第一項第二款', en: 'Art. 8 I (2)' },
      heading: { tw: '二、蒐集之目的', en: '2. Why' },
      body: {
        tw: [
          '提供您與您新生兒之產後護理及照護服務（保健醫療服務）；履行住房契約、收費及帳務（契約或類似契約關係事務）；依法令辦理紀錄保存、通報及主管機關查核；訪客管理及機構安全。',
        ],
        en: [
          'To give you and your baby postnatal nursing and care (health care services); to carry out your stay contract, its charges and accounts; to keep records, report and be inspected as the law requires; to manage visitors and keep the centre safe.',
        ],
      },
    },
    {
      article: { tw: '第八條第一項第三款', en: 'Art. 8 I (3)' },
      heading: { tw: '三、個人資料之類別', en: '3. What data' },
      body: {
        tw: [
          '識別及聯絡資料：姓名、身分證統一編號或居留證號碼、出生日期、電話、地址、緊急聯絡人。',
          '家庭情形：配偶或家屬、新生兒之姓名、性別及出生資料。',
          '健康資料：入住前後評估、生命徵象、護理紀錄、衛教紀錄、產後憂鬱篩檢、過敏及用藥、新生兒健康紀錄。',
          '生活紀錄：入住、房間、用餐、外出及訪客紀錄；帳務資料：帳單及付款紀錄。',
        ],
        en: [
          'Identity and contact: name, national ID or residence permit number, date of birth, phone, address, emergency contact.',
          "Family: spouse or family members; your baby's name, sex and birth data.",
          "Health data: assessments before and after admission, vital signs, nursing records, health education given, postnatal depression screening, allergies and medication, your baby's health records.",
          'Daily records: stays, room, meals, outings and visitors; accounts: bills and payments.',
        ],
      },
    },
    {
      article: { tw: '第八條第一項第四款', en: 'Art. 8 I (4)' },
      heading: { tw: '四、利用之期間、地區、對象及方式', en: '4. For how long, where, by whom and how' },
      body: {
        tw: [
          '期間：自蒐集時起，至服務結束後醫療法、護理人員法等法令所定之紀錄保存期間屆滿為止；法令未規定者，以達成蒐集目的所必要之期間為限。',
          '地區：中華民國境內。',
          '對象：本機構依職務需要之護理及照護人員；緊急或轉介時，您或您新生兒就醫之醫療機構；依法令得要求提供之主管機關；受本機構委託處理資料者（依個資法第四條視同本機構）。',
          '方式：以書面或電子方式蒐集、處理及利用。本機構不將您的資料作特定目的外之利用，法律另有規定者除外；每次查閱健康資料均留存紀錄。',
        ],
        en: [
          'How long: from collection until the end of the period for which the Medical Care Act, the Nursing Personnel Act and other laws require records to be kept after your stay; where no law sets one, only as long as the purposes need.',
          'Where: within the Republic of China (Taiwan).',
          "By whom: the centre's nursing and care staff, as their work needs; in an emergency or a referral, the hospital or clinic treating you or your baby; authorities the law entitles to ask; anyone the centre entrusts with processing (who count as the centre under PDPA art. 4).",
          'How: on paper and electronically. The centre does not use your data beyond the purposes above unless a law provides otherwise; every reading of health data is logged.',
        ],
      },
    },
    {
      article: { tw: '第八條第一項第五款、第三條', en: 'Art. 8 I (5), art. 3' },
      heading: { tw: '五、您的權利及行使方式', en: '5. Your rights and how to use them' },
      body: {
        tw: [
          '就本機構保有之您與您新生兒之個人資料，您得：（一）查詢或請求閱覽；（二）請求製給複製本；（三）請求補充或更正；（四）請求停止蒐集、處理或利用；（五）請求刪除。上述權利不得預先拋棄或以特約限制。',
          '請以書面向本機構櫃檯或主管提出，經確認身分後辦理。查詢、閱覽或製給複製本，本機構於十五日內答覆，必要時得延長十五日並以書面告知原因；補充、更正、停止或刪除，於三十日內處理，必要時得延長三十日並以書面告知原因。製給複製本得酌收必要成本費用。法令規定應保存之紀錄，於保存期間內得依個資法第十一條不予刪除。',
        ],
        en: [
          'For the personal data the centre keeps about you and your baby you may: (1) ask what is kept and read it; (2) ask for a copy; (3) ask for it to be completed or corrected; (4) ask for its collection, processing or use to stop; (5) ask for it to be deleted. These rights cannot be waived in advance or limited by agreement.',
          'Ask in writing at the front desk or to a manager; we confirm who you are first. We answer a request to see or copy your data within 15 days (extended by up to 15 days when needed, with the reason in writing), and a request to complete, correct, stop or delete within 30 days (extended by up to 30 days when needed, with the reason in writing). A copy may cost what making it costs. Records the law requires us to keep may be kept for their keeping period (PDPA art. 11).',
        ],
      },
    },
    {
      article: { tw: '第八條第一項第六款', en: 'Art. 8 I (6)' },
      heading: { tw: '六、不提供之影響', en: '6. If you choose not to provide it' },
      body: {
        tw: [
          '您得自由選擇是否提供個人資料。未提供識別及聯絡資料，本機構無法辦理入住；不同意蒐集健康資料，本機構無法安全提供產後及新生兒護理，可能無法接受入住。',
        ],
        en: [
          'You are free to choose. Without identity and contact data the centre cannot admit you; without consent to health data the centre cannot give postnatal and newborn care safely and may not be able to admit you.',
        ],
      },
    },
    {
      article: { tw: '第六條第一項第六款、第二項', en: 'Art. 6 I (6), II' },
      heading: { tw: '七、健康資料之書面同意', en: '7. Written consent to health data' },
      body: {
        tw: [
          '本機構蒐集、處理及利用健康資料，以上述目的之必要範圍為限。您得隨時以書面撤回同意；撤回不影響撤回前已依同意所為之處理，亦不影響法令規定應保存之紀錄。',
        ],
        en: [
          'The centre collects, processes and uses health data only as far as the purposes above need. You may withdraw your consent in writing at any time; withdrawing does not undo what was done under the consent before, nor remove records the law requires us to keep.',
        ],
      },
    },
  ],
  statement: {
    tw: `本人已閱讀並瞭解上述告知事項，同意${CENTRE.tw}於上述目的之必要範圍內，蒐集、處理及利用本人及本人新生兒之個人資料，包括病歷、醫療及健康檢查等健康資料。`,
    en: `I have read and understood this notice, and I consent to ${CENTRE.en} collecting, processing and using the personal data of myself and my baby, including health data (medical records, medical care and health examinations), as far as the purposes above need.`,
  },
};

/** Every version by key, oldest first. Never edit a version that has been handed out: add a new one. */
export const privacyNotices = { '2026-11': v2026_11 } as const satisfies Record<string, PrivacyNotice>;

export type NoticeVersion = keyof typeof privacyNotices;
/** The keys, for the consent's enum. */
export const noticeVersions = Object.keys(privacyNotices) as [NoticeVersion, ...NoticeVersion[]];
/** The version handed out now: the newest. */
export const currentNoticeVersion: NoticeVersion = noticeVersions[noticeVersions.length - 1]!;

/** A version as people name it (the enum's words). */
export const noticeVersionLabel = (v: string): Label => {
  const effective = (privacyNotices as Record<string, PrivacyNotice>)[v]?.effective ?? v;
  return { tw: `${v} 版（${effective} 起）`, en: `Edition ${v} (from ${effective})` };
};
