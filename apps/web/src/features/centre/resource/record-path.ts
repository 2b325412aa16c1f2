/** A record's page (/centre/r/NAME/ID), the list's without an id, the new record's with 'new'. */
export const recordPath = (resource: string, id?: number | 'new') => `/centre/r/${resource}/${id ?? ''}`.replace(/\/$/, '');
