interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is skipped when the user asked to save data or the link is 2g or slower. */
export function canPrefetch(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}
