import { SearchOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { KEYWORD_MAX } from '@pnc/schemas/limits';
import { useTypedBeforeHydration } from '../../../lib/typed-before-hydration';
import './shop-header.css';

/**
 * The header's search box: goes to /search?keyword=… (plain input: it is in the first load). A keyword over the
 * limit stays as typed and is refused by the browser's own form validation, with the reason, when submitted.
 * Before the app has hydrated (or without JavaScript) the form itself asks the server for the search page.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = pathname === '/search' ? (new URLSearchParams(search).get('keyword') ?? '') : '';
  const [draft, setDraft] = useState<{ for: string; text: string } | null>(null);
  // The box shows the current search until the user types; a new search resets it.
  const text = draft && draft.for === current ? draft.text : current;
  const tooLong = text.trim().length > KEYWORD_MAX;
  const box = useRef<HTMLInputElement>(null);
  // Words typed into the server's box before the app hydrated are the draft: they stay, and Enter searches for them.
  useTypedBeforeHydration(box, text, (typed) => setDraft({ for: current, text: typed }));
  useEffect(() => {
    box.current?.setCustomValidity(tooLong ? t('nav.searchTooLong', { limit: KEYWORD_MAX }) : '');
  }, [tooLong, t]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    if (!keyword) return;
    setDraft(null);
    navigate(`/search?${new URLSearchParams({ keyword })}`);
  };
  return (
    <form role="search" className="pnc-search" action="/search" method="get" onSubmit={submit}>
      <label htmlFor="pnc-search-input" className="pnc-visually-hidden">
        {t('nav.search')}
      </label>
      <input
        id="pnc-search-input"
        name="keyword"
        type="search"
        className="pnc-search-input"
        placeholder={t('nav.searchPlaceholder')}
        ref={box}
        value={text}
        aria-invalid={tooLong || undefined}
        onChange={(event) => setDraft({ for: current, text: event.target.value })}
        data-testid="header-search"
      />
      <button type="submit" className="pnc-search-button" aria-label={t('nav.search')}>
        <SearchOutlined aria-hidden="true" />
      </button>
    </form>
  );
}
