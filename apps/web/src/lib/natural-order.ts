let collator: Intl.Collator | undefined;

const digitsOnly = /^[0-9]+$/;

/**
 * Compares "2" before "10" (room numbers, labels with numbers in them). One collator serves every call (localeCompare
 * builds one per comparison); two numbers in digits alone are compared by hand, since the collator's first comparison
 * loads the locale's collation data. Equal values with other leading zeros go to the collator.
 */
export function naturalCompare(a: string, b: string): number {
  if (digitsOnly.test(a) && digitsOnly.test(b)) {
    const x = a.replace(/^0+(?=.)/, '');
    const y = b.replace(/^0+(?=.)/, '');
    if (x.length !== y.length) return x.length < y.length ? -1 : 1;
    if (x !== y) return x < y ? -1 : 1;
  }
  collator ??= new Intl.Collator(undefined, { numeric: true });
  return collator.compare(a, b);
}
