import type { About } from '../../shared/content/about';
import type { Site } from '../../shared/content/site';
import type { ImageManifest } from '../../shared/manifest';
import { Card } from '../ui/Card';
import { Picture } from '../ui/Picture';
import { FeatureGrid } from '../sections/FeatureGrid';
import { Section } from '../ui/Section';
import { ChatCallToAction } from '../sections/ChatCallToAction';
import { PageHero } from '../sections/PageHero';

interface AboutPageProps {
  about: About;
  site: Site;
  images: ImageManifest;
}

export function AboutPage({ about, site, images }: AboutPageProps) {
  const { hero, mission, stats, values, team, cta } = about;
  return (
    <>
      <PageHero id="about" heading={hero.heading} lead={hero.lead} />

      <Section id="mission" heading={mission.heading}>
        <div className="split">
          <div className="prose" data-reveal="">
            {mission.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <dl className="stats" data-reveal="">
            {stats.map((stat) => (
              <div key={stat.label} className="stat">
                <dt>{stat.label}</dt>
                <dd className="gradient-text">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section id="values" heading={values.heading} center tone="alt">
        <FeatureGrid items={values.items} />
      </Section>

      <Section id="team" heading={team.heading} lead={team.intro} center>
        <ul className="grid grid--3" role="list">
          {team.members.map((member) => (
            <Card as="li" key={member.name} className="member" reveal>
              <Picture
                className="member-photo"
                image={images[member.photo.src]!}
                alt={member.photo.alt}
                sizes="(min-width: 900px) 160px, 40vw"
              />
              <h3>{member.name}</h3>
              <p className="member-role">{member.role}</p>
              <p>{member.bio}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <ChatCallToAction id="about-cta" cta={cta} site={site} />
    </>
  );
}
