import type { Contact } from '../../shared/content/contact';
import type { Layout } from '../../shared/content/layout';
import type { Site } from '../../shared/content/site';
import { CONTACT_LIMITS, HONEYPOT_FIELD, type ContactField, type ContactFormConfig } from '../../shared/contact-form';
import { jsonLdSource } from '../Document';
import { external, mailtoLink, viberLink, whatsappLink } from '../links';
import { ChatButtons } from '../sections/ChatButtons';
import { FaqSection } from '../sections/FaqSection';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Icon, type IconName } from '../ui/Icon';
import { Section } from '../ui/Section';
import { ToastRegion } from '../ui/Toast';
import { PageHero } from '../sections/PageHero';
import { OpeningHours } from '../ui/OpeningHours';

interface ContactPageProps {
  contact: Contact;
  site: Site;
  layout: Layout;
  /** EmailJS API origin the form's script sends to (shared/origins.ts). */
  emailjsOrigin: string;
}

const FIELD_TYPES: Record<ContactField, { type?: 'text' | 'email'; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  subject: { type: 'text', autoComplete: 'off' },
  message: { autoComplete: 'off' },
};

function FormField({ name, label, placeholder }: { name: ContactField; label: string; placeholder: string }) {
  const id = `contact-${name}`;
  const common = {
    id,
    name,
    required: true,
    maxLength: CONTACT_LIMITS[name],
    placeholder,
    autoComplete: FIELD_TYPES[name].autoComplete,
    'aria-describedby': `${id}-error`,
  };
  return (
    <div className={name === 'message' ? 'field field--wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {name === 'message' ? <textarea rows={6} {...common} /> : <input type={FIELD_TYPES[name].type} {...common} />}
      <p className="field-error" id={`${id}-error`} />
    </div>
  );
}

/** /contact: chat buttons, four ways to reach us, the message form (client/contact.ts), hours and FAQ. */
export function ContactPage({ contact, site, layout, emailjsOrigin }: ContactPageProps) {
  const { hero, cards, form, info, faq } = contact;
  const config: ContactFormConfig = {
    origin: emailjsOrigin,
    publicKey: site.emailjs.publicKey,
    serviceId: site.emailjs.serviceId,
    templates: site.emailjs.templates,
    sending: form.sending,
    errors: form.errors,
    success: form.success,
    failure: form.failure,
  };
  const contactCards: {
    icon: IconName;
    title: string;
    text: string;
    value: string;
    href?: string;
    external?: boolean;
  }[] = [
    { icon: 'mail', ...cards.email, value: site.contact.email, href: mailtoLink(site.contact.email) },
    {
      icon: 'chat',
      ...cards.whatsapp,
      value: site.contact.phone,
      href: whatsappLink(site.contact.phone, site.contact.whatsappText),
      external: true,
    },
    { icon: 'phone', ...cards.viber, value: site.contact.phone, href: viberLink(site.contact.phone), external: true },
    { icon: 'map-pin', ...cards.location, value: site.contact.location },
  ];
  return (
    <>
      <PageHero
        id="contact"
        heading={hero.heading}
        lead={hero.lead}
        trail={<Breadcrumb label={contact.breadcrumbLabel} crumbs={contact.breadcrumb} />}
      >
        <ChatButtons site={site} layout={layout} />
      </PageHero>

      <section className="section">
        <div className="container">
          <ul className="grid grid--4 contact-cards" role="list">
            {contactCards.map((card) => (
              <Card as="li" key={card.title} className="contact-card" reveal>
                <span className="feature-icon">
                  <Icon name={card.icon} />
                </span>
                <h2 className="contact-card-title">{card.title}</h2>
                <p>{card.text}</p>
                <p className="contact-card-value">
                  {card.href ? (
                    <a href={card.href} {...(card.external ? external : {})}>
                      {card.value}
                    </a>
                  ) : (
                    card.value
                  )}
                </p>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <Section id="message" heading={form.heading} lead={form.lead} tone="alt">
        <div className="contact-layout">
          <form
            className="card contact-form"
            data-contact-form=""
            action={mailtoLink(site.contact.email)}
            method="post"
            encType="text/plain"
            aria-labelledby="message-title"
          >
            <noscript>
              <div className="contact-noscript">
                <p>{form.noScript}</p>
                <p>
                  <a href={mailtoLink(site.contact.email)}>{site.contact.email}</a>
                </p>
                <ChatButtons site={site} layout={layout} className="chat-buttons--start" />
              </div>
            </noscript>
            <div className="contact-fields">
              <FormField name="name" {...form.fields.name} />
              <FormField name="email" {...form.fields.email} />
              <FormField name="subject" {...form.fields.subject} />
              <FormField name="message" {...form.fields.message} />
            </div>
            <div className="contact-trap" aria-hidden="true">
              <label htmlFor="contact-website">{form.honeypotLabel}</label>
              <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <Button type="submit" size="lg" icon="mail" data-contact-submit="">
              {form.submit}
            </Button>
            <script
              type="application/json"
              data-contact-config=""
              dangerouslySetInnerHTML={{ __html: jsonLdSource(config) }}
            />
          </form>

          <aside className="card contact-info" aria-labelledby="contact-info-title">
            <h3 id="contact-info-title">{info.heading}</h3>
            <ul className="contact-info-list" role="list">
              <li>
                <Icon name="mail" />
                <a href={mailtoLink(site.contact.email)}>{site.contact.email}</a>
              </li>
              <li>
                <Icon name="phone" />
                <span>{site.contact.phone}</span>
              </li>
              <li>
                <Icon name="map-pin" />
                <span>{site.contact.location}</span>
              </li>
            </ul>
            <h4>
              <Icon name="clock" /> {info.hoursHeading}
            </h4>
            <OpeningHours hours={site.openingHours} className="contact-hours" />
            <p className="contact-reply">{info.reply}</p>
            <h4>{info.alternativesHeading}</h4>
            <ChatButtons site={site} layout={layout} className="chat-buttons--start" />
          </aside>
        </div>
      </Section>

      <FaqSection id="contact-faq" heading={faq.heading} items={faq.items} />
      <ToastRegion />
    </>
  );
}
