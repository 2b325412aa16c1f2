import type { Label } from './define-spec';

/**
 * The Edinburgh Postnatal Depression Scale (Cox, Holden & Sagovsky, Br J Psychiatry 1987;150:782-6): ten items
 * about the past seven days, each answered 0–3, total 0–30. The Chinese wording and the order of the answers follow
 * the Ministry of Health and Welfare's form (衛生福利部心理健康司「愛丁堡產後憂鬱量表」), which lists every item's
 * answers from 0 to 3 points; the English is the authors' wording, in the same order of points.
 */
interface EpdsItem {
  question: Label;
  /** The four answers, worth 0, 1, 2 and 3 points, in that order. */
  answers: readonly [Label, Label, Label, Label];
}

const often = (tw: [string, string, string, string], en: [string, string, string, string]) =>
  [0, 1, 2, 3].map((i) => ({ tw: tw[i]!, en: en[i]! })) as unknown as EpdsItem['answers'];
const HOW_OFTEN_TW: [string, string, string, string] = ['沒有這樣', '很少這樣', '有時候這樣', '相當多時候這樣'];

export const epdsItems: readonly EpdsItem[] = [
  {
    question: { tw: '我能開懷的笑並看到事物有趣的一面', en: 'I have been able to laugh and see the funny side of things' },
    answers: often(
      ['同以前一樣', '沒有以前那麼多', '肯定比以前少', '完全不能'],
      ['As much as I always could', 'Not quite so much now', 'Definitely not so much now', 'Not at all'],
    ),
  },
  {
    question: { tw: '我能夠以快樂的心情來期待事情', en: 'I have looked forward with enjoyment to things' },
    answers: often(
      ['同以前一樣', '沒有以前那麼多', '肯定比以前少', '完全不能'],
      ['As much as I ever did', 'Rather less than I used to', 'Definitely less than I used to', 'Hardly at all'],
    ),
  },
  {
    question: { tw: '當事情不順利時，我會不必要地責備自己', en: 'I have blamed myself unnecessarily when things went wrong' },
    answers: often(HOW_OFTEN_TW, ['No, never', 'Not very often', 'Yes, some of the time', 'Yes, most of the time']),
  },
  {
    question: { tw: '我會無緣無故感到焦慮和擔心', en: 'I have been anxious or worried for no good reason' },
    answers: often(HOW_OFTEN_TW, ['No, not at all', 'Hardly ever', 'Yes, sometimes', 'Yes, very often']),
  },
  {
    question: { tw: '我會無緣無故感到害怕和驚慌', en: 'I have felt scared or panicky for no very good reason' },
    answers: often(HOW_OFTEN_TW, ['No, not at all', 'No, not much', 'Yes, sometimes', 'Yes, quite a lot']),
  },
  {
    question: { tw: '事情壓得我喘不過氣來', en: 'Things have been getting on top of me' },
    answers: often(
      ['我一直都能應付得好', '大部分時候我都能像平時那樣應付得好', '有時候我不能像平時那樣應付得好', '大多數時候我都不能應付'],
      [
        'No, I have been coping as well as ever',
        'No, most of the time I have coped quite well',
        "Yes, sometimes I haven't been coping as well as usual",
        "Yes, most of the time I haven't been able to cope at all",
      ],
    ),
  },
  {
    question: { tw: '我很不開心以致失眠', en: 'I have been so unhappy that I have had difficulty sleeping' },
    answers: often(HOW_OFTEN_TW, ['No, not at all', 'Not very often', 'Yes, sometimes', 'Yes, most of the time']),
  },
  {
    question: { tw: '我感到難過和悲傷', en: 'I have felt sad or miserable' },
    answers: often(HOW_OFTEN_TW, ['No, not at all', 'Not very often', 'Yes, quite often', 'Yes, most of the time']),
  },
  {
    question: { tw: '我的不快樂導致我哭泣', en: 'I have been so unhappy that I have been crying' },
    answers: often(HOW_OFTEN_TW, ['No, never', 'Only occasionally', 'Yes, quite often', 'Yes, most of the time']),
  },
  {
    question: { tw: '我會有傷害自己的想法', en: 'The thought of harming myself has occurred to me' },
    answers: often(HOW_OFTEN_TW, ['Never', 'Hardly ever', 'Sometimes', 'Yes, quite often']),
  },
];

/** The item fields of a screening, item_1 … item_10. */
export const epdsItemFields = [
  'item_1',
  'item_2',
  'item_3',
  'item_4',
  'item_5',
  'item_6',
  'item_7',
  'item_8',
  'item_9',
  'item_10',
] as const;

export const epdsBands = ['low', 'watch', 'refer'] as const;
type EpdsBand = (typeof epdsBands)[number];

/** Below 10 low; 10–12 watch (Taiwanese practice); 13 or more refer (the authors' cut-off). */
export const EPDS_WATCH = 10;
export const EPDS_REFER = 13;
export const epdsBand = (total: number): EpdsBand => (total >= EPDS_REFER ? 'refer' : total >= EPDS_WATCH ? 'watch' : 'low');

/** Item 10 (self-harm): any answer above 0 needs assessment whatever the total. */
export const epdsSelfHarm = (item10: number | null | undefined) => item10 != null && item10 >= 1;

export const epdsTotal = (items: readonly number[]) => items.reduce((sum, v) => sum + v, 0);

/** When a mother is screened: on arrival, again before she leaves, or at another time. */
export const epdsOccasions = ['arrival', 'before_discharge', 'other'] as const;

/** Days before her planned departure from which her before-discharge screening is due (Today lists her). */
export const EPDS_DISCHARGE_DAYS = 3;
