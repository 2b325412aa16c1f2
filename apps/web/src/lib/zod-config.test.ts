import './zod-config';
import { config, z } from 'zod';

describe('zod in the browser', () => {
  it('runs jitless, so building a schema never tries eval (which the CSP reports)', () => {
    const tried = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), age: z.number().int() });
    expect(schema.parse({ name: '王小美', age: 30, extra: 1 })).toEqual({ name: '王小美', age: 30 });
    expect(config().jitless).toBe(true);
    expect(tried).not.toHaveBeenCalled();
    tried.mockRestore();
  });
});
