import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

// The item page's code never arrives, so the test sees what a first visit shows while it loads.
vi.mock('../features/shop/item/item-page', () => new Promise(() => {}));

describe('first load of a lazy page', () => {
  it('paints the header and footer around the waiting page instead of waiting for its code', async () => {
    mockFetch({});
    await renderApp('/item/1');
    expect(await screen.findByRole('navigation', { name: '主選單' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('©');
  });
});
