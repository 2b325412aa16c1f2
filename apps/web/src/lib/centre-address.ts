/**
 * Whether an address opens the centre on its room board: `/centre` (which opens on it) or `/centre/rooms`. The
 * router asks for the board's code beside the centre frame's for these, and the frame has it ready to render.
 */
export function opensOnRoomBoard(pathname: string): boolean {
  const section = /\/centre\/([^/]+)/.exec(pathname)?.[1];
  return !section || section === 'rooms';
}
