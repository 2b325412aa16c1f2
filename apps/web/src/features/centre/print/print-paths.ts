/** The print views' addresses, under /centre so the staff-only frame guards them. */
export const printBillPath = (mother: number) => `/centre/print/bill/${mother}`;
export const printBabyPath = (baby: number) => `/centre/print/baby/${baby}`;
