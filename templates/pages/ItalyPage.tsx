import type { PageOf } from '../../shared/content/countries';
import { FaqSection } from '../sections/FaqSection';
import { CountryHero, type CountryPageLinks } from '../sections/CountrySections';
import { ButtonLink } from '../ui/Button';
import { Card } from '../ui/Card';
import { Section } from '../ui/Section';
import { CallToActionBand } from '../sections/CallToActionBand';

interface ItalyPageProps {
  page: PageOf<'italy'>;
  links: CountryPageLinks;
}

/** /iptv-italy: works without a VPN (Premium only), its own price table, Italian channel groups, video library, FAQ, chat. */
export function ItalyPage({ page, links }: ItalyPageProps) {
  const { hero, prices, groups, library, faq, chat } = page;
  return (
    <>
      <CountryHero page={page} links={links} headline={hero.headline}>
        <p className="lead">{hero.lead}</p>
      </CountryHero>
      <Section id="prices" heading={prices.heading} lead={prices.note} center tone="alt">
        <div className="country-table-wrap">
          <table className="country-table">
            <thead>
              <tr>
                <th scope="col">{prices.columns.duration}</th>
                <th scope="col">{prices.columns.devices}</th>
                <th scope="col">{prices.columns.price}</th>
              </tr>
            </thead>
            <tbody>
              {prices.rows.map((row) => (
                <tr key={`${row.duration}-${row.devices}`}>
                  <th scope="row">{row.duration}</th>
                  <td>{row.devices}</td>
                  <td>
                    {row.price} {prices.currency}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section id="channels" heading={groups.heading} center>
        <ul className="grid grid--4" role="list">
          {groups.items.map((group) => (
            <Card as="li" key={group.name} className="country-group" reveal>
              <h3>{group.name}</h3>
              <p>{group.channels.join(', ')}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="library" heading={library.heading} lead={library.text} center tone="alt">
        <ul className="country-channels" role="list">
          {library.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <FaqSection id="faq" heading={faq.heading} items={faq.items} />
      <CallToActionBand id="italy-chat" heading={chat.heading} text={chat.text}>
        <ButtonLink href={links.freeTest} variant="chat" size="lg" icon="chat" external>
          {chat.button}
        </ButtonLink>
      </CallToActionBand>
    </>
  );
}
