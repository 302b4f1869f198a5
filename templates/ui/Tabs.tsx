import type { ReactNode } from 'react';

export interface TabItem {
  /** Unique within the tab set; used in element ids. */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  /** Unique on the page; prefixes the tab and panel ids. */
  id: string;
  label: string;
  tabs: TabItem[];
  defaultIndex?: number;
  /** Each tab answers to `#<tab id>` in the URL, so a link can open it. */
  linkable?: boolean;
}

/**
 * Markup for client/tabs.ts (ARIA tabs pattern). Without JavaScript the tab list is hidden and every panel
 * shows under its own title; with JavaScript only the panel marked `is-active` shows.
 * Contract: [data-tabs] › [role=tablist] › [role=tab][data-tab]; [role=tabpanel][data-tab-panel].
 * A linkable set also opens the tab named by the URL hash (`data-hash` on each tab).
 */
export function Tabs({ id, label, tabs, defaultIndex = 0, linkable = false }: TabsProps) {
  return (
    <div className="tabs" data-tabs="" data-tabs-linkable={linkable ? '' : undefined}>
      <div className="tablist" role="tablist" aria-label={label}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-controls={`${id}-panel-${tab.id}`}
            aria-selected={i === defaultIndex}
            tabIndex={i === defaultIndex ? 0 : -1}
            data-tab=""
            data-hash={linkable ? tab.id : undefined}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          className={i === defaultIndex ? 'tabpanel is-active' : 'tabpanel'}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          tabIndex={0}
          data-tab-panel=""
        >
          <h3 className="tabpanel-title">{tab.label}</h3>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
