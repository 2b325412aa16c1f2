/** Set by scripts/build.mjs (esbuild `define`): the package version and git commit the bundle was built from. */
declare const __PNC_BUILD_RELEASE__: string | undefined;

/** The release a built server names in /api/version/; `dev` when run from the sources (tsx). */
export function buildRelease(): string {
  return typeof __PNC_BUILD_RELEASE__ === 'string' ? __PNC_BUILD_RELEASE__ : 'dev';
}
