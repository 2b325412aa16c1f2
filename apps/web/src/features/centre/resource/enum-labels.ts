import type { Label } from '@pnc/schemas/centre/define';

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
  'room.status': {
    available: { tw: '空房', en: 'Available' },
  },
  'incubator.status': {
    available: { tw: '可使用', en: 'Available' },
  },
};

export function enumLabel(resource: string, field: string, value: string): Label | undefined {
  return enumValueLabelsByField[`${resource}.${field}`]?.[value] ?? enumValueLabels[value];
}
