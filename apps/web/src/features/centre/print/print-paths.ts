/** The print views' addresses, under /centre so the staff-only frame guards them. */
export const printBillPath = (mother: number) => `/centre/print/bill/${mother}`;
export const printBabyPath = (baby: number) => `/centre/print/baby/${baby}`;
/** One signed consent with the notice she was given; the blank notice to hand her; one mother's exported records. */
export const printConsentPath = (consent: number) => `/centre/print/consent/${consent}`;
export const printNoticePath = () => '/centre/print/notice';
export const printRecordsPath = (mother: number) => `/centre/print/records/${mother}`;
/** A shift's handover sheet (交班單). */
export const printHandoverPath = (date: string, shift: string) => `/centre/print/handover?date=${date}&shift=${shift}`;
