import { describe, expect, it } from 'vitest';
import { opensOnRoomBoard } from './centre-address';

describe('opensOnRoomBoard', () => {
  it('is true for the centre itself and its room board, and for no other section', () => {
    expect(opensOnRoomBoard('/centre')).toBe(true);
    expect(opensOnRoomBoard('/centre/')).toBe(true);
    expect(opensOnRoomBoard('/centre/rooms')).toBe(true);
    expect(opensOnRoomBoard('/centre/mothers')).toBe(false);
    expect(opensOnRoomBoard('/centre/r/mother/3')).toBe(false);
  });
});
