import { qualityOf } from '../../shared/catalogue/quality';
import type { NewChannel } from '../../shared/catalogue/new-channels';
import {
  expandedRegions,
  fillCopy,
  pageSize,
  regionFilters,
  SEARCH_MAX_LENGTH,
  summaryValues,
  type CategoryGroup,
  type RegionFilter,
} from '../../shared/catalogue/view';
import type { Catalogue } from '../../shared/content/catalogue';
import type { Region } from '../../shared/content/channels';
import { ButtonLink } from '../ui/Button';
import { PageHero } from '../sections/PageHero';

interface CataloguePageProps {
  copy: Catalogue;
  /** The default view (Ex-Yu, no search term), in the HTML so it reads without JavaScript. */
  groups: CategoryGroup[];
  newChannels: NewChannel[];
  /** URL of the full channel data the page script fetches after first paint. */
  dataUrl: string;
  /** The region the default view shows. */
  region: RegionFilter;
}

// A night that adds hundreds of channels should not push the catalogue off the screen.
const newChannelsListed = 20;

/** `2026-11-16` as Croatian text writes it: `16. 11. 2026.` */
function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}. ${month}. ${year}.`;
}

/** Text as React writes it into markup: names come from a database others edit. */
const escapedText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

/**
 * A category's first channels as markup, byte for byte what React writes for the same elements; client/catalogue/
 * builds the same rows. Written as text because at 30,000 channels these ~11,000 elements were most of the build's
 * render time.
 */
function channelItems(channels: readonly { name: string }[]): string {
  return channels
    .map(({ name }) => {
      const quality = qualityOf(name);
      return `<li class="channel"><span class="channel-name">${escapedText(name)}</span><span class="quality quality--${quality.toLowerCase()}">${quality}</span></li>`;
    })
    .join('');
}

function CategoryDetails({ group, showMore }: { group: CategoryGroup; showMore: string }) {
  const more = group.channels.length > pageSize;
  const listed = group.channels.slice(0, pageSize);
  return (
    <details className="catalogue-category" open={expandedRegions.has(group.region)}>
      <summary>
        <span className="catalogue-category-name">{group.category}</span>
        <span className="badge badge--neutral">{group.channels.length}</span>
      </summary>
      <ul
        className="channel-grid"
        role="list"
        data-listed={listed.length}
        dangerouslySetInnerHTML={{ __html: channelItems(listed) }}
      />
      {/* Works once the page script has the data; without JavaScript the note above explains. */}
      {more && (
        <button type="button" className="btn btn--secondary btn--sm catalogue-more" data-more="" disabled>
          {showMore}
        </button>
      )}
    </details>
  );
}

function RegionGroups({ groups, copy }: { groups: CategoryGroup[]; copy: Catalogue }) {
  const regions = [...new Set(groups.map((g) => g.region))];
  return (
    <>
      {regions.map((region) => (
        <section key={region} className="catalogue-region" aria-labelledby={`catalogue-${region}-title`}>
          <h2 id={`catalogue-${region}-title`}>{copy.regions[region]}</h2>
          {groups
            .filter((g) => g.region === region)
            .map((group) => (
              <CategoryDetails key={group.category} group={group} showMore={copy.showMore} />
            ))}
        </section>
      ))}
    </>
  );
}

function NewChannels({ channels, copy }: { channels: NewChannel[]; copy: Catalogue }) {
  if (channels.length === 0) return null;
  return (
    <aside className="catalogue-new" aria-labelledby="catalogue-new-title" data-new-channels="">
      <h2 id="catalogue-new-title">{copy.newChannels.heading}</h2>
      <p className="catalogue-new-lead">{copy.newChannels.lead}</p>
      <ul role="list">
        {channels.slice(0, newChannelsListed).map((c, i) => (
          <li key={i}>
            <span className="channel-name">{c.name}</span>{' '}
            <span className="catalogue-new-meta">
              {c.category} · {copy.regions[c.region as Region]} ·{' '}
              {fillCopy(copy.newChannels.added, { date: formatDate(c.firstSeen) })}
            </span>
          </li>
        ))}
      </ul>
      {channels.length > newChannelsListed && (
        <p className="catalogue-new-more">
          {fillCopy(copy.newChannels.more, { count: String(channels.length - newChannelsListed) })}
        </p>
      )}
    </aside>
  );
}

export function CataloguePage({ copy, groups, newChannels, dataUrl, region }: CataloguePageProps) {
  return (
    <>
      <PageHero id="catalogue" heading={copy.heading} lead={copy.lead} />

      <div
        className="container catalogue"
        data-catalogue=""
        data-src={dataUrl}
        data-summary={copy.summary}
        data-no-results={copy.noResults}
        data-show-more={copy.showMore}
        data-region-names={JSON.stringify(copy.regions)}
      >
        <div className="catalogue-controls">
          <div className="catalogue-regions" role="group" aria-labelledby="catalogue-regions-label">
            <span id="catalogue-regions-label" className="catalogue-label">
              {copy.regions.label}
            </span>
            {regionFilters.map((filter) => (
              <button
                key={filter}
                type="button"
                className="btn btn--secondary btn--sm"
                data-region={filter}
                aria-pressed={filter === region}
              >
                {copy.regions[filter]}
              </button>
            ))}
          </div>
          <div className="catalogue-search">
            <label htmlFor="catalogue-search" className="catalogue-label">
              {copy.search.label}
            </label>
            <input
              id="catalogue-search"
              type="search"
              name="q"
              maxLength={SEARCH_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              placeholder={copy.search.placeholder}
              aria-describedby="catalogue-search-hint"
              aria-keyshortcuts="/"
            />
            <p id="catalogue-search-hint" className="catalogue-hint">
              {copy.search.hint}
            </p>
          </div>
        </div>
        <p className="catalogue-noscript">{copy.noScript}</p>
        {/* Under the search, so typing never starts below the fold; the page script hides it while a search is shown. */}
        <NewChannels channels={newChannels} copy={copy} />

        <div className="catalogue-status">
          <p className="catalogue-summary" role="status" aria-live="polite" data-status="">
            {fillCopy(copy.summary, summaryValues(groups))}
          </p>
          <p className="catalogue-loading" data-loading="">
            {copy.loading}
          </p>
        </div>
        <div className="catalogue-results" data-results="">
          <RegionGroups groups={groups} copy={copy} />
        </div>

        <div className="catalogue-cta">
          <p>{copy.cta.text}</p>
          <ButtonLink href="/#pricing-section" size="lg">
            {copy.cta.button}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
