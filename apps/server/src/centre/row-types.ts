/** A row of a table named at run time, as the generic repository and its hooks read and write it. */
export type Row = Record<string, unknown>;

/** Who does a write: the signed-in staff user, as the audit and the author fields record them. */
export interface Actor {
  id: number;
}
