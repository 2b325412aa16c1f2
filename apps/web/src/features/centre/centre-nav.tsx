import { DownOutlined } from '@ant-design/icons';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { CentreSection } from './centre-sections';

interface CentreNavProps {
  /** The sections this user may open, in menu order. */
  sections: readonly CentreSection[];
  /** The marked section (none on an address the centre does not know). */
  selected: CentreSection | null;
  /** The records submenu: each resource's name (its page is /centre/r/NAME). */
  records: readonly string[];
}

/**
 * The centre's section tabs: plain links in a row that scrolls sideways when it does not fit (phones), and the
 * records section as a disclosure button with its list of resources. Nothing here measures itself (as antd's
 * overflowing Menu does), so a page's loading never re-renders the frame synchronously.
 */
export function CentreNav({ sections, selected, records }: CentreNavProps) {
  const { t } = useTranslation('centre');
  const listRef = useRef<HTMLUListElement>(null);

  // The marked tab is scrolled into view in a row narrower than its tabs (phones), once per section.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('.is-selected');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const box = tab.getBoundingClientRect();
    const row = list.getBoundingClientRect();
    if (box.left < row.left || box.right > row.right) list.scrollLeft += box.left - row.left - (row.width - box.width) / 2;
  }, [selected]);

  return (
    <ul className="pnc-centre-nav" ref={listRef}>
      {sections.map((key) =>
        key === 'records' ? (
          <RecordsTab key={key} selected={selected === key} records={records} />
        ) : (
          <li key={key} className={`pnc-centre-tab${selected === key ? ' is-selected' : ''}`}>
            <Link to={`/centre/${key}`} className="pnc-centre-tab-link" aria-current={selected === key ? 'page' : undefined}>
              {t(`nav.${key}`)}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

/** Delay before a hovered tab opens its list, and before a list the pointer left closes (as antd's Menu). */
const HOVER_MS = 100;

function RecordsTab({ selected, records }: { selected: boolean; records: readonly string[] }) {
  const { t } = useTranslation('centre');
  const { pathname } = useLocation();
  // Where the list is placed, and the address it was opened at: a navigation closes it.
  const [place, setPlace] = useState<{ style: CSSProperties; at: string; byHover: boolean } | null>(null);
  const open = place !== null && place.at === pathname;
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusFirst = useRef(false);
  const listId = useId();

  const show = (focus = false, byHover = false) => {
    const button = buttonRef.current;
    if (!button) return;
    // Fixed, under the tab: the row scrolls sideways, so a list inside it would be clipped.
    const box = button.getBoundingClientRect();
    focusFirst.current = focus;
    const left = Math.max(8, Math.min(box.left, window.innerWidth - 200));
    setPlace({ style: { top: box.bottom, left, maxHeight: window.innerHeight - box.bottom - 16 }, at: pathname, byHover });
  };
  const hide = (returnFocus = false) => {
    clearTimeout(hoverTimer.current);
    setPlace(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Closes on a press outside, and on scrolling or resizing (the list is placed once).
  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) listRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onPress = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) hide();
    };
    const onMove = (event: Event) => {
      if (!listRef.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener('pointerdown', onPress);
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      document.removeEventListener('pointerdown', onPress);
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open]);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onHover = (enter: boolean) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => (enter ? !open && show(false, true) : hide()), HOVER_MS);
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) listRef.current?.querySelector<HTMLElement>('a')?.focus();
      else show(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      hide();
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      links[(to + links.length) % links.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      hide(true);
    } else if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(links.length - 1);
  };

  const link = (to: string, label: string) => (
    <Link to={to} className="pnc-centre-records-link" aria-current={pathname === to ? 'page' : undefined} onClick={() => hide()}>
      {label}
    </Link>
  );
  return (
    <li
      ref={itemRef}
      className={`pnc-centre-tab${selected ? ' is-selected' : ''}${open ? ' is-open' : ''}`}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onHover(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onHover(false)}
      onBlur={(event) => {
        if (open && !itemRef.current?.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="pnc-centre-tab-link"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        // A press on a list the pointer opened keeps it open (as a press would have opened it).
        onClick={() => (open && !place.byHover ? hide() : show())}
        onKeyDown={onButtonKey}
      >
        {t('nav.records')}
        <DownOutlined className="pnc-centre-tab-caret" aria-hidden />
      </button>
      {open && (
        <ul id={listId} ref={listRef} className="pnc-centre-records" style={place.style} onKeyDown={onListKey}>
          <li>{link('/centre/records', t('nav.allRecords'))}</li>
          <li className="pnc-centre-records-divider" aria-hidden />
          {records.map((name) => (
            <li key={name}>{link(`/centre/r/${name}`, t(`${name}.label`))}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
