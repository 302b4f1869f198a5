import type { Installation, InstallationGuide } from '../../shared/content/installation';
import type { Layout } from '../../shared/content/layout';
import type { Site } from '../../shared/content/site';
import { ChatButtons } from '../sections/ChatButtons';
import { Accordion } from '../ui/Accordion';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Section } from '../ui/Section';
import { Tabs } from '../ui/Tabs';
import { CallToActionBand } from '../sections/CallToActionBand';
import { PageHero } from '../sections/PageHero';

interface InstallationPageProps {
  installation: Installation;
  site: Site;
  layout: Layout;
}

function GuideSteps({ guide, codesLabel }: { guide: InstallationGuide; codesLabel: string }) {
  return (
    <>
      <p className="guide-intro">{guide.intro}</p>
      <Accordion
        name={`steps-${guide.id}`}
        className="guide-steps"
        items={guide.steps.map((step, i) => ({
          open: i === 0,
          summary: (
            <>
              <span className="step-number">{i + 1}</span>
              {step.title}
            </>
          ),
          content: (
            <>
              <p>{step.text}</p>
              {step.codes && <p className="downloader-codes-label">{codesLabel}</p>}
              {step.codes && (
                <dl className="downloader-codes">
                  {step.codes.map((code) => (
                    <div key={code.app}>
                      <dt>{code.app}</dt>
                      <dd>
                        <code>{code.code}</code>
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </>
          ),
        }))}
      />
    </>
  );
}

/** /installation: one tab per device (linkable by hash), each an accordion of four numbered steps. */
export function InstallationPage({ installation, site, layout }: InstallationPageProps) {
  const { hero, guides, help } = installation;
  return (
    <>
      <PageHero
        id="installation"
        heading={hero.heading}
        lead={hero.lead}
        trail={<Breadcrumb label={installation.breadcrumbLabel} crumbs={installation.breadcrumb} />}
      />

      <Section id="guides" heading={installation.guidesHeading} center>
        <div className="guides">
          <Tabs
            id="installation"
            label={installation.tabsLabel}
            linkable
            tabs={guides.map((guide) => ({
              id: guide.id,
              label: guide.name,
              content: <GuideSteps guide={guide} codesLabel={installation.codesLabel} />,
            }))}
          />
        </div>
      </Section>

      <CallToActionBand id="installation-help" heading={help.heading} text={help.text}>
        <ChatButtons site={site} layout={layout} />
      </CallToActionBand>
    </>
  );
}
