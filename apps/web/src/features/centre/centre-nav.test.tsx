import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderCentrePage } from '../../test/render-centre';
import { CentreNav } from './centre-nav';
import type { CentreSection } from './centre-sections';

const sections: CentreSection[] = ['rooms', 'mothers', 'records', 'spareParts'];
const records = ['room_type', 'room', 'mother'];

function renderNav(selected: CentreSection | null, lang: 'tw' | 'en' = 'en', path = '/centre/rooms') {
  mockFetch({});
  return renderCentrePage(
    <nav aria-label="centre">
      <CentreNav sections={sections} selected={selected} records={records} />
    </nav>,
    { path, lang },
  );
}

describe('the centre section tabs', () => {
  it('are links to the sections, the marked one current, with the records list behind a button', async () => {
    await renderNav('mothers');
    const nav = screen.getByRole('navigation', { name: 'centre' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Rooms', '/centre/rooms'],
      ['Mothers', '/centre/mothers'],
      ['Spare parts', '/centre/spareParts'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Mothers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Rooms' })).not.toHaveAttribute('aria-current');
    const button = within(nav).getByRole('button', { name: 'Records' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('follow the language', async () => {
    await renderNav('rooms', 'tw');
    const nav = screen.getByRole('navigation', { name: 'centre' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['房間', '產婦', '備品']);
    expect(within(nav).getByRole('button', { name: '紀錄' })).toBeInTheDocument();
  });

  it('open the records list by click, list every resource, and follow a link there', async () => {
    const { router } = await renderNav('rooms');
    const button = screen.getByRole('button', { name: 'Records' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['All records', '/centre/records'],
      ['Room type', '/centre/r/room_type'],
      ['Room', '/centre/r/room'],
      ['Mother', '/centre/r/mother'],
    ]);
    await userEvent.click(within(list).getByRole('link', { name: 'Room type' }));
    expect(router.state.location.pathname).toBe('/centre/r/room_type');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('work from the keyboard: Tab reaches every tab, arrow keys move through the list, Escape closes it', async () => {
    const user = userEvent.setup();
    await renderNav('rooms');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Rooms' })).toHaveFocus();
    await user.tab();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Records' });
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'All records' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Room type' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Mother' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'All records' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    // Enter on the button opens it too; Tab moves on through its links, and leaving it closes it.
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'All records' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('take the arrow key and Escape on the button too, when the list was opened by a press', async () => {
    const user = userEvent.setup();
    await renderNav('rooms');
    const button = screen.getByRole('button', { name: 'Records' });
    await user.click(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'All records' })).toHaveFocus();
  });

  it('close the list on a press outside it', async () => {
    await renderNav('rooms');
    const button = screen.getByRole('button', { name: 'Records' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('mark the records tab in the records section, and no tab on an unknown address', async () => {
    const { unmount } = await renderNav('records', 'en', '/centre/records');
    expect(screen.getByRole('button', { name: 'Records' }).closest('li')).toHaveClass('is-selected');
    unmount();
    await renderNav(null);
    expect(document.querySelectorAll('.is-selected')).toHaveLength(0);
    expect(screen.queryAllByRole('link').filter((l) => l.hasAttribute('aria-current'))).toHaveLength(0);
  });
});
