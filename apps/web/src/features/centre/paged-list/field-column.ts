/**
 * A column showing a record's field under the field's words (`<group>.fields.<field>`): spread it into a column and
 * add what that column does beyond showing the value (render, align).
 */
export const fieldColumn = (t: (key: string) => string, group: string) => (field: string) => ({
  key: field,
  dataIndex: field,
  title: t(`${group}.fields.${field}`),
});
