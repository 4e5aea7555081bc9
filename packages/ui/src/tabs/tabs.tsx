import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { List, Panel, Root, Tab } from './tabs.styles.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  items: TabItem[];
  /** Controlled selection; leave out (and use defaultValue) for uncontrolled. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  className?: string;
}

/** WAI-ARIA tabs: one tab stop, arrow keys, Home and End move and select (automatic activation). */
export function Tabs({ label, items, value, defaultValue, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? items[0]?.id);
  const selected = value ?? internal;
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index >= last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index <= 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    const target = next === null ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    tabRefs.current[target.id]?.focus();
  };

  const tabId = (id: string) => `chorus-tabs-${baseId}-tab-${id}`;
  const panelId = (id: string) => `chorus-tabs-${baseId}-panel-${id}`;

  return (
    <Root className={className}>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <Tab
              key={item.id}
              ref={(el: HTMLButtonElement | null) => {
                tabRefs.current[item.id] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {items.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected}
          tabIndex={0}
        >
          {item.id === selected ? item.content : null}
        </Panel>
      ))}
    </Root>
  );
}
