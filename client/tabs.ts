/**
 * ARIA tabs for the markup of templates/ui/Tabs.tsx: click or arrow keys (Home/End too) select a tab.
 * Tab sets marked linkable follow the URL hash (`#firestick`), so a link can open a chosen tab.
 */
function initTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLElement>('[data-tab]')];
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? ''));
  const linkable = root.hasAttribute('data-tabs-linkable');

  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const active = i === index;
      tab.setAttribute('aria-selected', String(active));
      tab.tabIndex = active ? 0 : -1;
      panels[i]?.classList.toggle('is-active', active);
    });
    if (focus) tabs[index]?.focus();
  };

  const fromHash = () => {
    const index = tabs.findIndex((tab) => `#${tab.dataset.hash}` === location.hash);
    if (index >= 0) select(index, false);
  };

  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => {
      select(i, false);
      if (linkable && tab.dataset.hash) history.replaceState(history.state, '', `#${tab.dataset.hash}`);
    });
    tab.addEventListener('keydown', (event) => {
      const last = tabs.length - 1;
      const next = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[
        event.key
      ];
      if (next === undefined) return;
      event.preventDefault();
      tabs[next]!.click();
      tabs[next]!.focus();
    });
  });

  if (linkable) {
    fromHash();
    addEventListener('hashchange', fromHash);
  }
}

document.querySelectorAll<HTMLElement>('[data-tabs]').forEach(initTabs);
