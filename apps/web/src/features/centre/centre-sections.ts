import type { Role } from '@pnc/schemas/common';

/**
 * The staff tool's sections, in menu order. Today is the staff's home (decision 0018: where entering the centre
 * lands); the clinical flags follow it (decision 0023), then rooms, which stays the top navigation's default value.
 */
const centreSections = [
  'today',
  'flags',
  'handover',
  'rooms',
  'mothers',
  'babies',
  'contracts',
  'calendar',
  'incubators',
  'incubatorBoard',
  'meals',
  'assignments',
  'settings',
  'records',
  'spareParts',
  'shop',
  'users',
  'audit',
] as const;
export type CentreSection = (typeof centreSections)[number];

/** Sections for managers and admins only (the user list, the audit log and the shop's management need manager on the server). */
const managerSections: readonly CentreSection[] = ['shop', 'users', 'audit'];

/** The sections a staff role sees, in menu order. */
export const sectionsFor = (role: Role): CentreSection[] =>
  centreSections.filter((key) => role !== 'staff' || !managerSections.includes(key));

export const isCentreSection = (value: unknown): value is CentreSection =>
  typeof value === 'string' && (centreSections as readonly string[]).includes(value);
