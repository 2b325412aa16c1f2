import { describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';
import { makeItem, userWithToken } from './shop-support';

describe.each(engines)('shop comments and responses on %s', (engine) => {
  const h = setupApp(engine);

  it('lets customers comment and respond, anyone read, only authors (or managers) change', async () => {
    const manager = await userWithToken(h, 'manager');
    const author = await userWithToken(h, 'customer');
    const other = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager);
    const base = `/api/items/${item.id}/comments/`;

    const created = await author.send('POST', base, { text: '  <b>很好用</b>  ' });
    expect(created.statusCode).toBe(201);
    const comment = created.json();
    // Plain text: stored as sent (trimmed), never turned into HTML.
    expect(comment).toMatchObject({
      item_id: item.id,
      text: '<b>很好用</b>',
      responses: [],
      user: { id: author.id, username: author.username },
    });
    expect(comment.user).not.toHaveProperty('email');

    const reply = await other.send('POST', `${base}${comment.id}/responses/`, { text: '同意！' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ comment_id: comment.id, text: '同意！', user: { id: other.id } });

    const list = await h.inject({ method: 'GET', url: base });
    expect(list.json()).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.json().results[0].responses.map((r: { text: string }) => r.text)).toEqual(['同意！']);

    // Someone else may not edit or delete; the author and a manager may.
    expect((await other.send('PUT', `${base}${comment.id}/`, { text: 'x' })).statusCode).toBe(403);
    expect((await other.send('DELETE', `${base}${comment.id}/`)).statusCode).toBe(403);
    const edited = await author.send('PUT', `${base}${comment.id}/`, { text: '很好用，推薦' });
    expect(edited.json()).toMatchObject({ text: '很好用，推薦', responses: [{ text: '同意！' }] });
    const rUrl = `${base}${comment.id}/responses/${reply.json().id}/`;
    expect((await author.send('PUT', rUrl, { text: 'x' })).statusCode).toBe(403);
    expect((await other.send('PUT', rUrl, { text: '我也同意' })).json().text).toBe('我也同意');
    expect((await manager.send('PUT', rUrl, { text: '（已編輯）' })).json().text).toBe('（已編輯）');
    expect((await author.send('DELETE', rUrl)).statusCode).toBe(403);
    expect((await other.send('DELETE', rUrl)).statusCode).toBe(204);
    expect((await other.send('DELETE', rUrl)).statusCode).toBe(404);
    expect((await manager.send('DELETE', `${base}${comment.id}/`)).statusCode).toBe(204);
    expect((await h.inject({ method: 'GET', url: base })).json().count).toBe(0);
  });

  it('checks the text length, the token and that item and comment exist', async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager);
    const other = await makeItem(h, manager);
    const base = `/api/items/${item.id}/comments/`;
    expect((await h.inject({ method: 'POST', url: base, payload: { text: 'hi' } })).statusCode).toBe(401);
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const res = await customer.send('POST', base, { text });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('text');
    }
    expect((await customer.send('POST', base, { text: '字'.repeat(2000) })).statusCode).toBe(201);
    expect((await h.inject({ method: 'GET', url: '/api/items/999999/comments/' })).statusCode).toBe(404);
    const c = (await customer.send('POST', base, { text: 'ok' })).json();
    // A comment is addressed under its own item only.
    expect((await customer.send('PUT', `/api/items/${other.id}/comments/${c.id}/`, { text: 'x' })).statusCode).toBe(404);
    expect((await customer.send('POST', `${base}999999/responses/`, { text: 'x' })).statusCode).toBe(404);
    expect((await h.inject({ method: 'GET', url: `${base}?limit=1` })).json()).toMatchObject({
      count: 2,
      next: expect.stringContaining('offset=1'),
    });
  });

  it('rate-limits comment posting', async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager);
    const codes = [];
    // 42 posts: however a fixed one-minute window splits them, one side holds more than the limit of 20.
    for (let i = 0; i < 42; i++) {
      codes.push((await customer.send('POST', `/api/items/${item.id}/comments/`, { text: `#${i}` })).statusCode);
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    // Counted per user: someone else at the same address may still post.
    const neighbour = await userWithToken(h, 'customer');
    expect((await neighbour.send('POST', `/api/items/${item.id}/comments/`, { text: 'hi' })).statusCode).toBe(201);
  });
});
