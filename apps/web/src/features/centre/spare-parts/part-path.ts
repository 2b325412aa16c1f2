/** /centre/spareParts, a part's page, or the new-part form. */
export const partPath = (id?: number | 'new') => (id === undefined ? '/centre/spareParts' : `/centre/spareParts/${id}`);
