import type { Label } from '@pnc/schemas/centre/define';
import { noticeVersionLabel, noticeVersions } from '@pnc/schemas/centre/privacy-notice';

/**
 * Words for the definitions' enum values (the definitions carry only the values). Keyed by value, since a
 * value means the same in every field that uses it; `byField` overrides the few that differ by field.
 * enum-labels.test.ts checks that every enum value of every resource has both languages.
 */
export const enumValueLabels: Record<string, Label> = {
  // rooms, incubators
  available: { tw: '空房', en: 'Available' },
  occupied: { tw: '入住中', en: 'Occupied' },
  cleaning: { tw: '清潔中', en: 'Cleaning' },
  maintenance: { tw: '維修中', en: 'Maintenance' },
  in_use: { tw: '使用中', en: 'In use' },
  // blood types
  a: { tw: 'A 型', en: 'A' },
  b: { tw: 'B 型', en: 'B' },
  o: { tw: 'O 型', en: 'O' },
  ab: { tw: 'AB 型', en: 'AB' },
  unknown: { tw: '不明', en: 'Unknown' },
  // delivery, gender, feeding
  vaginal: { tw: '自然產', en: 'Vaginal' },
  cesarean: { tw: '剖腹產', en: 'Caesarean' },
  female: { tw: '女', en: 'Female' },
  male: { tw: '男', en: 'Male' },
  breast: { tw: '親餵母乳', en: 'Breast milk' },
  formula: { tw: '配方奶', en: 'Formula' },
  mixed: { tw: '混合哺餵', en: 'Mixed' },
  exclusive: { tw: '全母乳', en: 'Exclusive breastfeeding' },
  undecided: { tw: '未決定', en: 'Undecided' },
  // contracts
  reserved: { tw: '已預約', en: 'Reserved' },
  checked_in: { tw: '已入住', en: 'Checked in' },
  completed: { tw: '已完成', en: 'Completed' },
  cancelled: { tw: '已取消', en: 'Cancelled' },
  // a stay's lifecycle
  booked: { tw: '已預約', en: 'Booked' },
  in_house: { tw: '入住中', en: 'In house' },
  checked_out: { tw: '已退房', en: 'Checked out' },
  // billing
  room: { tw: '住房', en: 'Room' },
  meal: { tw: '餐點', en: 'Meals' },
  service: { tw: '服務', en: 'Service' },
  product: { tw: '商品', en: 'Product' },
  deposit: { tw: '訂金', en: 'Deposit' },
  refund: { tw: '退款', en: 'Refund' },
  discount: { tw: '折扣', en: 'Discount' },
  extension: { tw: '續住', en: 'Extension days' },
  early_leave: { tw: '提前退房折抵', en: 'Early departure credit' },
  cash: { tw: '現金', en: 'Cash' },
  card: { tw: '信用卡', en: 'Card' },
  transfer: { tw: '轉帳', en: 'Bank transfer' },
  // meals
  regular: { tw: '一般', en: 'Regular' },
  vegetarian: { tw: '全素', en: 'Vegan' },
  lacto_ovo: { tw: '蛋奶素', en: 'Lacto-ovo vegetarian' },
  custom: { tw: '客製', en: 'Custom' },
  breakfast: { tw: '早餐', en: 'Breakfast' },
  lunch: { tw: '午餐', en: 'Lunch' },
  dinner: { tw: '晚餐', en: 'Dinner' },
  snack_am: { tw: '上午點心', en: 'Morning snack' },
  snack_pm: { tw: '下午點心', en: 'Afternoon snack' },
  night: { tw: '宵夜', en: 'Late-night meal' },
  // postpartum assessment
  rubra: { tw: '紅色惡露', en: 'Rubra (red)' },
  serosa: { tw: '漿液性惡露', en: 'Serosa (pink-brown)' },
  alba: { tw: '白色惡露', en: 'Alba (white)' },
  scant: { tw: '極少', en: 'Scant' },
  light: { tw: '少量', en: 'Light' },
  moderate: { tw: '中量', en: 'Moderate' },
  heavy: { tw: '大量', en: 'Heavy' },
  soft: { tw: '柔軟', en: 'Soft' },
  filling: { tw: '充盈', en: 'Filling' },
  engorged: { tw: '脹奶', en: 'Engorged' },
  mastitis: { tw: '乳腺炎', en: 'Mastitis' },
  normal: { tw: '正常', en: 'Normal' },
  flat: { tw: '扁平', en: 'Flat' },
  inverted: { tw: '凹陷', en: 'Inverted' },
  cracked: { tw: '破皮', en: 'Cracked' },
  frequent: { tw: '頻尿', en: 'Frequent' },
  difficult: { tw: '解尿困難', en: 'Difficult' },
  painful: { tw: '解尿疼痛', en: 'Painful' },
  none: { tw: '未解便', en: 'None' },
  constipated: { tw: '便秘', en: 'Constipated' },
  loose: { tw: '稀便', en: 'Loose' },
  good: { tw: '良好', en: 'Good' },
  fair: { tw: '尚可', en: 'Fair' },
  poor: { tw: '不佳', en: 'Poor' },
  stable: { tw: '穩定', en: 'Stable' },
  low: { tw: '低落', en: 'Low' },
  anxious: { tw: '焦慮', en: 'Anxious' },
  // where a temperature was taken
  ear: { tw: '耳溫', en: 'Ear' },
  axilla: { tw: '腋溫', en: 'Axilla' },
  forehead: { tw: '額溫', en: 'Forehead' },
  rectal: { tw: '肛溫', en: 'Rectal' },
  // education
  breastfeeding: { tw: '哺餵母乳', en: 'Breastfeeding' },
  bathing: { tw: '嬰兒沐浴', en: 'Baby bathing' },
  cord_care: { tw: '臍帶護理', en: 'Cord care' },
  postpartum_exercise: { tw: '產後運動', en: 'Postpartum exercise' },
  nutrition: { tw: '營養', en: 'Nutrition' },
  other: { tw: '其他', en: 'Other' },
  // outings, repairs
  reservation: { tw: '預約參觀', en: 'Appointment' },
  outside: { tw: '外出', en: 'Outing' },
  reported: { tw: '已通報', en: 'Reported' },
  in_progress: { tw: '處理中', en: 'In progress' },
  fixed: { tw: '已修復', en: 'Fixed' },
  // baby checks
  jaundiced: { tw: '黃疸', en: 'Jaundiced' },
  rash: { tw: '紅疹', en: 'Rash' },
  dry: { tw: '乾燥', en: 'Dry' },
  pale: { tw: '蒼白', en: 'Pale' },
  attached: { tw: '未脫落', en: 'Attached' },
  fallen_off: { tw: '已脫落', en: 'Fallen off' },
  red: { tw: '發紅', en: 'Red' },
  discharge: { tw: '有分泌物', en: 'Discharge' },
  tsb: { tw: 'TSB（血清膽紅素）', en: 'TSB (serum bilirubin)' },
  tcb: { tw: 'TcB（經皮膽紅素）', en: 'TcB (transcutaneous bilirubin)' },
  // breast and feeding sides
  left: { tw: '左側', en: 'Left' },
  right: { tw: '右側', en: 'Right' },
  both: { tw: '兩側', en: 'Both' },
  // spare parts
  in: { tw: '入庫', en: 'Stock in' },
  out: { tw: '出庫', en: 'Stock out' },
  adjust: { tw: '盤點調整', en: 'Adjustment' },
};

/** `<resource>.<field>` → value → words, where a value means something else in that field. */
export const enumValueLabelsByField: Record<string, Record<string, Label>> = {
  'assignment.shift': {
    day: { tw: '白班', en: 'Day shift' },
    evening: { tw: '小夜班', en: 'Evening shift' },
    night: { tw: '大夜班', en: 'Night shift' },
  },
  'mom_pre_checkin_eval.breastfeeding_plan': {
    mixed: { tw: '母乳與配方奶混合', en: 'Breast milk and formula' },
    formula: { tw: '配方奶', en: 'Formula only' },
  },
  // The nursing record's postpartum assessment (mom-caring-record.ts).
  'mom_caring_record.fundus_firmness': {
    firm: { tw: '收縮良好（硬）', en: 'Firm' },
    boggy: { tw: '收縮不良（軟）', en: 'Boggy' },
  },
  'mom_caring_record.lochia_odour': {
    none: { tw: '無味', en: 'None' },
    normal: { tw: '正常（淡腥味）', en: 'Normal (fleshy)' },
    foul: { tw: '惡臭', en: 'Foul' },
  },
  'mom_caring_record.wound_type': {
    cesarean: { tw: '剖腹產傷口', en: 'Caesarean wound' },
    perineal: { tw: '會陰傷口', en: 'Perineal wound' },
    none: { tw: '無傷口', en: 'No wound' },
  },
  'mom_caring_record.wound_state': {
    clean_dry: { tw: '乾淨乾燥', en: 'Clean and dry' },
    swollen: { tw: '腫脹', en: 'Swollen' },
    separated: { tw: '傷口裂開', en: 'Separated' },
  },
  'mom_feeding_log.kind': {
    pump: { tw: '擠乳', en: 'Pumping' },
    breastfeed: { tw: '親餵', en: 'Breastfeed' },
  },
  'mom_medication_record.dose_unit': {
    mg: { tw: '毫克（mg）', en: 'Milligrams (mg)' },
    g: { tw: '公克（g）', en: 'Grams (g)' },
    mcg: { tw: '微克（mcg）', en: 'Micrograms (mcg)' },
    ml: { tw: '毫升（mL）', en: 'Millilitres (mL)' },
    tablet: { tw: '錠', en: 'Tablets' },
    capsule: { tw: '顆（膠囊）', en: 'Capsules' },
    drop: { tw: '滴', en: 'Drops' },
    unit: { tw: '單位', en: 'Units' },
    iu: { tw: '國際單位（IU）', en: 'International units (IU)' },
  },
  'mom_medication_record.route': {
    oral: { tw: '口服（PO）', en: 'Oral (PO)' },
    iv: { tw: '靜脈注射（IV）', en: 'Intravenous (IV)' },
    im: { tw: '肌肉注射（IM）', en: 'Intramuscular (IM)' },
    sc: { tw: '皮下注射（SC）', en: 'Subcutaneous (SC)' },
    topical: { tw: '外用', en: 'Topical' },
    rectal: { tw: '肛門塞劑', en: 'Rectal' },
    vaginal: { tw: '陰道塞劑', en: 'Vaginal' },
    sublingual: { tw: '舌下', en: 'Sublingual' },
    inhaled: { tw: '吸入', en: 'Inhaled' },
  },
  'incubator.status': {
    available: { tw: '可使用', en: 'Available' },
  },
  // The privacy notice's versions, named by their key and first day (privacy-notice.ts).
  'mom_consent.notice_version': Object.fromEntries(noticeVersions.map((v) => [v, noticeVersionLabel(v)])),
  'epds_screening.occasion': {
    arrival: { tw: '入住時', en: 'On arrival' },
    before_discharge: { tw: '退住前', en: 'Before discharge' },
    other: { tw: '其他時機', en: 'Another time' },
  },
  // The bands of epds.ts (EPDS_WATCH 10, EPDS_REFER 13).
  'epds_screening.band': {
    low: { tw: '低於 10 分', en: 'Below 10' },
    watch: { tw: '10–12 分：需留意', en: '10–12: watch' },
    refer: { tw: '13 分以上：建議轉介', en: '13 or more: refer' },
  },
  'mother.hbsag': {
    negative: { tw: '陰性', en: 'Negative' },
    positive: { tw: '陽性', en: 'Positive' },
  },
  'newborn_milestone.kind': {
    metabolic_screening: { tw: '先天性代謝異常疾病篩檢', en: 'Metabolic screening (heel prick)' },
    hearing_screening: { tw: '聽力篩檢', en: 'Hearing screening' },
    hep_b_vaccine: { tw: 'B型肝炎疫苗', en: 'Hepatitis B vaccine' },
    hbig: { tw: 'B型肝炎免疫球蛋白（HBIG）', en: 'Hepatitis B immunoglobulin (HBIG)' },
    paediatrician_visit: { tw: '兒科醫師巡診', en: 'Paediatrician visit' },
  },
  'newborn_milestone.result': {
    pending: { tw: '已採血，待報告', en: 'Sample taken, awaiting result' },
    recall: { tw: '異常，需複檢', en: 'Abnormal, recalled' },
    pass: { tw: '通過', en: 'Pass' },
    refer: { tw: '未通過，需複篩', en: 'Refer (not passed)' },
    given: { tw: '已施打', en: 'Given' },
    follow_up: { tw: '需追蹤', en: 'To follow up' },
    referred: { tw: '已轉診', en: 'Referred' },
  },
  'baby_care_event.kind': {
    breastfeed: { tw: '親餵', en: 'Breastfeed' },
    expressed_milk: { tw: '瓶餵母乳', en: 'Expressed milk' },
    wet_diaper: { tw: '濕尿布', en: 'Wet diaper' },
    stool: { tw: '大便', en: 'Stool' },
    sleep: { tw: '睡眠', en: 'Sleep' },
    bath: { tw: '沐浴', en: 'Bath' },
    nursery_in: { tw: '進嬰兒室', en: 'Into the nursery' },
    nursery_out: { tw: '出嬰兒室', en: 'Out of the nursery' },
  },
  'baby_care_event.stool_colour': {
    meconium: { tw: '胎便（墨綠黑色）', en: 'Meconium (black-green)' },
    transitional: { tw: '過渡便（綠褐色）', en: 'Transitional (green-brown)' },
    yellow: { tw: '黃色', en: 'Yellow' },
    green: { tw: '綠色', en: 'Green' },
    brown: { tw: '褐色', en: 'Brown' },
    pale: { tw: '灰白色（淡色便）', en: 'Pale (clay or white)' },
    bloody: { tw: '帶血', en: 'Bloody' },
  },
};

export function enumLabel(resource: string, field: string, value: string): Label | undefined {
  return enumValueLabelsByField[`${resource}.${field}`]?.[value] ?? enumValueLabels[value];
}
