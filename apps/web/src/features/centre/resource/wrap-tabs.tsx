import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

interface WrapTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Tabs whose strip wraps onto more lines instead of hiding tabs behind a "more" button: a dashboard has a
 * tab per related resource (a dozen and growing), and antd's overflow button breaks the tablist's ARIA
 * structure. Only the active panel is rendered; arrow keys move between tabs.
 */
export function WrapTabs({
  items,
  activeKey,
  onChange,
  label,
}: {
  items: WrapTab[];
  activeKey: string;
  onChange: (key: string) => void;
  label: string;
}) {
  const id = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const active = items.find((i) => i.key === activeKey) ?? items[0];
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length]!;
    onChange(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div className="pnc-wrap-tabs">
      <div role="tablist" aria-label={label} className="pnc-wrap-tabs-list">
        {items.map((item, index) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(el) => {
                if (el) refs.current.set(item.key, el);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`pnc-wrap-tab${selected ? ' is-active' : ''}`}
              onClick={() => onChange(item.key)}
              onKeyDown={(e) => move(e, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active.key}`} className="pnc-wrap-tabs-panel">
          {active.children}
        </div>
      )}
    </div>
  );
}
