/** The records of one entity that a read answered. */
export interface ReadRecords {
  entity: string;
  ids: readonly number[];
  /** Read by id: the row names the record in entity_id too. */
  byId?: boolean;
}
