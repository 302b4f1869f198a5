import type { CountryItem } from '../../shared/content/countries';
import type { Home } from '../../shared/content/home';
import type { Layout } from '../../shared/content/layout';
import type { Plans } from '../../shared/content/plans';
import type { Site } from '../../shared/content/site';
import type { ImageManifest } from '../../shared/manifest';
import { VIDEO_EMBED_ORIGIN } from '../../shared/origins';
import { external } from '../links';
import type { MovieLists } from '../../shared/movies';
import { LatestMovies } from '../sections/LatestMovies';
import { FaqSection } from '../sections/FaqSection';
import { PRICING_ID, PricingSection } from '../sections/PricingSection';
import { ButtonLink } from '../ui/Button';
import { Card } from '../ui/Card';
import { Flag } from '../ui/Flag';
import { Icon } from '../ui/Icon';
import { Picture } from '../ui/Picture';
import { FeatureGrid } from '../sections/FeatureGrid';
import { Section } from '../ui/Section';
import { ChatCallToAction } from '../sections/ChatCallToAction';
import { CheckList } from '../ui/CheckList';

interface HomePageProps {
  home: Home;
  plans: Plans;
  site: Site;
  layout: Layout;
  countries: CountryItem[];
  images: ImageManifest;
  movies: MovieLists;
}

const pricingHref = `#${PRICING_ID}`;

/** Facebook's share dialog and WhatsApp's share link for the home page; plain links until client/share.ts turns the first into a popup. */
function ShareLinks({ site, title, share }: { site: Site; title: string; share: Home['hero']['share'] }) {
  const url = `${site.origin}/`;
  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}&quote=${encodeURIComponent(share.text)}`;
  const whatsapp = `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title}\n${share.text}\n${url}`)}`;
  return (
    <div className="share">
      <span className="share-label">{share.label}</span>
      <a className="icon-btn" href={facebook} {...external} data-share-popup="" aria-label={share.facebook}>
        <Icon name="facebook" />
      </a>
      <a className="icon-btn" href={whatsapp} {...external} aria-label={share.whatsapp}>
        <Icon name="chat" />
      </a>
    </div>
  );
}

function Hero({ home, site, images }: Pick<HomePageProps, 'home' | 'site' | 'images'>) {
  const { hero } = home;
  const embed = `${VIDEO_EMBED_ORIGIN}/embed/${hero.demo.videoId}`;
  return (
    <section className="hero hero--home" aria-labelledby="home-title">
      <div className="container home-hero">
        <div className="home-hero-copy" data-carousel="">
          <h1 id="home-title" className="display gradient-text">
            {hero.heading}
          </h1>
          <ul className="taglines lead" role="list">
            {hero.taglines.map((tagline, i) => (
              <li
                key={tagline}
                className={i === 0 ? 'tagline is-active' : 'tagline'}
                aria-hidden={i === 0 ? undefined : true}
                data-carousel-item=""
              >
                {tagline}
              </li>
            ))}
          </ul>
          <div className="hero-actions">
            <ButtonLink href={pricingHref} size="lg" iconEnd="arrow">
              {hero.start}
            </ButtonLink>
            {/* Without JavaScript the link plays the video on its own page; client/dialog.ts opens it in the dialog instead. */}
            <ButtonLink
              href={embed}
              variant="secondary"
              size="lg"
              icon="play"
              external
              data-dialog-open="demo-dialog"
              aria-haspopup="dialog"
            >
              {hero.demo.button}
            </ButtonLink>
          </div>
          <ShareLinks site={site} title={home.meta.title} share={hero.share} />
        </div>
        <Picture
          className="home-hero-image"
          image={images[hero.image.src]!}
          alt={hero.image.alt}
          sizes="(min-width: 900px) 540px, 92vw"
          loading="eager"
        />
      </div>
      <dialog
        id="demo-dialog"
        className="demo-dialog"
        aria-labelledby="demo-dialog-title"
        data-video-src={`${embed}?autoplay=1`}
      >
        <div className="demo-head">
          <h2 id="demo-dialog-title">{hero.demo.title}</h2>
          <button type="button" className="icon-btn" data-dialog-close="" aria-label={hero.demo.close}>
            <Icon name="close" />
          </button>
        </div>
        <div className="demo-frame" data-video-frame="" />
      </dialog>
      <div className="container">
        <h2 className="sr-only">{hero.featured.heading}</h2>
        <ul className="featured" role="list">
          {hero.featured.items.map((item) => (
            <li key={item.title} className="featured-item">
              <Picture
                image={images[item.image.src]!}
                alt={item.image.alt}
                sizes="(min-width: 900px) 180px, 30vw"
                fetchPriority="low"
              />
              <p className="featured-title">{item.title}</p>
              <p className="rating">
                <Icon name="star" />
                <span className="sr-only">{hero.featured.ratingLabel} </span>
                {item.rating.toFixed(1)}
              </p>
            </li>
          ))}
        </ul>
        <FeatureGrid items={hero.cards} columns={3} className="hero-cards" reveal={false} />
      </div>
    </section>
  );
}

/** The home page: the spec's nine sections in order. */
export function HomePage({ home, plans, site, layout, countries, images, movies }: HomePageProps) {
  const { features, sports, platforms, cta, faq } = home;
  return (
    <>
      <Hero home={home} site={site} images={images} />

      <Section id="features" heading={features.heading} lead={features.lead} center tone="alt">
        <FeatureGrid items={features.badges} />
        <div className="device-band" data-reveal="">
          <h3>{features.devices.heading}</h3>
          <CheckList items={features.devices.items} className="checklist checklist--inline" />
        </div>
      </Section>

      <Section id="sports" heading={sports.heading} lead={sports.lead} center>
        <ul className="grid grid--3" role="list">
          {sports.channels.map((channel) => (
            <Card as="li" key={channel.name} className="sport" reveal>
              <svg
                className="sport-logo"
                viewBox="0 0 64 64"
                width="64"
                height="64"
                aria-hidden="true"
                focusable="false"
              >
                <rect width="64" height="64" rx="14" fill={channel.colour} />
                <text x="32" y="38" textAnchor="middle" fill="#fff" fontSize="18" fontWeight="900">
                  {channel.logo}
                </text>
              </svg>
              <h3>{channel.name}</h3>
              <p>{channel.description}</p>
              <ButtonLink
                href={pricingHref}
                variant="secondary"
                size="sm"
                aria-label={`${sports.subscribe}: ${channel.name}`}
              >
                {sports.subscribe}
              </ButtonLink>
            </Card>
          ))}
        </ul>
      </Section>

      <PricingSection plans={plans} copy={home.pricing} site={site} layout={layout} />

      <LatestMovies lists={movies} copy={home.latestMovies} pricingHref={pricingHref} />

      <Section id="platforms" heading={platforms.heading} lead={platforms.lead} center tone="alt">
        <ul className="grid grid--4" role="list">
          {platforms.items.map((platform) => (
            <Card as="li" key={platform.name} className="feature" reveal>
              <span className="feature-icon">
                <Icon name={platform.icon} />
              </span>
              <h3>{platform.name}</h3>
              <CheckList items={platform.apps} />
            </Card>
          ))}
        </ul>
      </Section>

      <ChatCallToAction id="home-cta" cta={cta} site={site} />

      <FaqSection id="faq" heading={faq.heading} items={faq.items} tone="alt" />

      <Section id="countries" heading={home.countries.heading} lead={home.countries.lead} center>
        <ul className="country-links" role="list">
          {countries.map((country) => (
            <li key={country.path}>
              <a href={country.path}>
                <Flag code={country.flag} />
                {country.name}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
