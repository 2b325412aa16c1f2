import { describe, expect, it } from 'vitest';
import { sample } from '../scripts/bench/load';
import { benchRoutes } from '../scripts/bench/routes';
import { prepareWorld } from '../scripts/bench/setup';
import { seedDemoIfEmpty } from '../src/demo/seed';
import { setupApp } from './helper';

// The bench (`npm run bench`) measures these requests: each must succeed on the demo data, or it would measure
// refusals.
describe('the bench routes on the demo data', () => {
  const h = setupApp('sqlite');

  it('answers every route with a 2xx', async () => {
    await seedDemoIfEmpty(h.db);
    const address = await h.app.listen({ host: '127.0.0.1', port: 0 });
    const customer = await h.createUser();
    const token = (await customer.login()).replace(/^Token /, '');
    const world = await prepareWorld(address, [{ username: customer.username, password: customer.password, token }]);
    const routes = benchRoutes(world);
    expect(routes.map((r) => r.name)).toHaveLength(8);
    for (const route of routes) {
      await expect(sample(address, route.method, route.path, route.request), route.name).resolves.toBeGreaterThan(0);
    }
  }, 60_000);
});
