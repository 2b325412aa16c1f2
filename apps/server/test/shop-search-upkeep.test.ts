import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY } from '../src/lib/time';
import { engines, setupApp } from './helper';
import { makeItem, userWithToken } from './shop-support';

/** The merges logged, of both keyword indexes (item_fts and item_fts_hidden). */
const merges = (logs: string[]) => logs.filter((line) => JSON.parse(line).msg === 'search index merged').length;
const byNumber = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe.each(engines)('the keyword index upkeep on %s', (engine) => {
  // Only the interval is faked, from before the app is ready, so the daily merge can be stepped to.
  beforeAll(() => void vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterAll(() => void vi.useRealTimers());
  const h = setupApp(engine);

  const search = async (keyword: string) =>
    (await h.inject({ method: 'GET', url: `/api/items/?keyword=${encodeURIComponent(keyword)}` }))
      .json()
      .results.map((i: { id: number }) => i.id);

  it(
    engine === 'sqlite' ? 'merges the index when ready and once a day, finding the same items' : 'has nothing to merge',
    async () => {
      const expected = engine === 'sqlite' ? 2 : 0;
      expect(merges(h.logs)).toBe(expected);
      const manager = await userWithToken(h, 'manager');
      const ids = [];
      // Each item is its own transaction: its own segment of the index until a merge.
      for (const n of [1, 2, 3]) ids.push((await makeItem(h, manager, { name_tw: `羊毛脂乳頭霜 ${n} 號` })).id);
      const before = await search('羊毛脂乳頭霜');
      expect(byNumber(before)).toEqual(byNumber(ids));

      await vi.advanceTimersByTimeAsync(DAY);
      await vi.waitFor(() => expect(merges(h.logs)).toBe(expected * 2));
      expect(byNumber(await search('羊毛脂乳頭霜'))).toEqual(byNumber(ids));
      expect(await search('乳頭霜 2 號')).toEqual([ids[1]]);
    },
  );
});
