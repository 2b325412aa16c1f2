import { describe, expect, it, vi } from 'vitest';
import { withChunkReload } from './chunk-reload';
import { canPrefetch } from './network';
import { pickLang } from './pick-lang';
import { prefetchRoute, registerPrefetchers } from './prefetch';

describe('pickLang', () => {
  const item = { name_tw: '嬰兒床', name_en: 'Crib', note_tw: '只有中文', note_en: '' };
  it('chooses the _<lang> field, falling back to _tw', () => {
    expect(pickLang(item, 'name', 'en')).toBe('Crib');
    expect(pickLang(item, 'name', 'tw')).toBe('嬰兒床');
    expect(pickLang(item, 'note', 'en')).toBe('只有中文');
    expect(pickLang(item, 'missing', 'en')).toBe('');
    expect(pickLang(null, 'name', 'en')).toBe('');
  });
});

describe('prefetching', () => {
  const nav = (connection?: object) => ({ connection }) as unknown as Navigator;
  it('is skipped with save-data or on slow-2g / 2g', () => {
    expect(canPrefetch(nav())).toBe(true);
    expect(canPrefetch(nav({ effectiveType: '4g' }))).toBe(true);
    expect(canPrefetch(nav({ effectiveType: '3g' }))).toBe(true);
    expect(canPrefetch(nav({ saveData: true, effectiveType: '4g' }))).toBe(false);
    expect(canPrefetch(nav({ effectiveType: '2g' }))).toBe(false);
    expect(canPrefetch(nav({ effectiveType: 'slow-2g' }))).toBe(false);
  });

  it('loads the matching route once', () => {
    const load = vi.fn().mockResolvedValue({});
    registerPrefetchers([{ matches: (p) => p.startsWith('/centre'), load }]);
    expect(prefetchRoute('/centre/rooms')).toBe(true);
    expect(prefetchRoute('/centre')).toBe(false);
    expect(prefetchRoute('/other')).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does nothing when data saving is on', () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    const load = vi.fn().mockResolvedValue({});
    registerPrefetchers([{ matches: () => true, load }]);
    expect(prefetchRoute('/x')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('failed chunk loads', () => {
  it('reload the page once, then let the second failure through', async () => {
    const reload = vi.fn();
    const failing = withChunkReload(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), reload);
    void failing();
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('chunk-reload')).toBe('1');
    // After the reload the flag is still set: this time the error surfaces instead of looping.
    await expect(failing()).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the flag when a load succeeds', async () => {
    sessionStorage.setItem('chunk-reload', '1');
    await withChunkReload(() => Promise.resolve('ok'))();
    expect(sessionStorage.getItem('chunk-reload')).toBeNull();
  });
});
