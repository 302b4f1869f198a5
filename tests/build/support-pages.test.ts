import { describe, expect, it } from 'vitest';
import { emailjsOrigin } from '../../shared/origins';
import { CONTACT_LIMITS, type ContactFormConfig } from '../../shared/contact-form';
import { attr, parseHtml, type HtmlElement } from '../support/html';
import { builtPages, loadRoutes, siteOrigin } from '../support/site';

const pages = await builtPages();
const { content } = await loadRoutes();
const origin = await siteOrigin();
const { site, contact, installation } = content;
const html = (path: string) => pages.find((p) => p.route.path === path)!.html;
const text = (el: HtmlElement | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const jsonLdOf = (source: string) =>
  [...source.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('/contact', () => {
  const doc = parseHtml(html('/contact'));
  const main = doc.querySelector('main')!;

  it('has the hero with both chat buttons, then the four contact cards', () => {
    expect(text(main.querySelector('h1'))).toBe(contact.hero.heading);
    const heroLinks = main.querySelectorAll('.hero .chat-buttons a').map((a) => attr(a, 'href'));
    expect(heroLinks).toEqual([
      expect.stringMatching(/^https:\/\/wa\.me\/38761000000\?text=/),
      'viber://chat?number=%2B38761000000',
    ]);
    const cards = main.querySelectorAll('.contact-card');
    expect(cards.map((c) => text(c.querySelector('h2')))).toEqual(['E-mail', 'WhatsApp', 'Viber', 'Lokacija']);
    expect(cards.map((c) => attr(c.querySelector('a') ?? c, 'href'))).toEqual([
      `mailto:${site.contact.email}`,
      expect.stringMatching(/^https:\/\/wa\.me\//),
      expect.stringMatching(/^viber:\/\//),
      null,
    ]);
    expect(text(cards[3])).toContain(site.contact.location);
  });

  it('has the form: four required fields with their limits, e-mail typed, a honeypot, and the script config', () => {
    const form = main.querySelector('form[data-contact-form]')!;
    const fields = ['name', 'email', 'subject', 'message'].map((name) => form.querySelector(`[name="${name}"]`)!);
    expect(fields.map((f) => [attr(f, 'required'), Number(attr(f, 'maxlength'))])).toEqual(
      Object.values(CONTACT_LIMITS).map((max) => ['', max]),
    );
    expect(attr(fields[1]!, 'type')).toBe('email');
    for (const field of fields) {
      const label = form.querySelector(`label[for="${attr(field, 'id')}"]`);
      expect(text(label)).not.toBe('');
      expect(form.querySelector(`#${attr(field, 'aria-describedby')}`)).not.toBeNull();
    }
    expect(attr(form.querySelector('[name="website"]')!, 'tabindex')).toBe('-1');
    expect(attr(form.querySelector('.contact-trap')!, 'aria-hidden')).toBe('true');
    const config = JSON.parse(
      html('/contact').match(/<script type="application\/json" data-contact-config="">([\s\S]*?)<\/script>/)![1]!,
    ) as ContactFormConfig;
    expect(config).toMatchObject({
      origin: emailjsOrigin(),
      publicKey: site.emailjs.publicKey,
      serviceId: site.emailjs.serviceId,
      templates: site.emailjs.templates,
      sending: 'Slanje...',
      success: {
        title: 'Poruka poslana!',
        text: 'Javit ćemo vam se što prije. Potvrda je poslana na vašu email adresu.',
      },
      failure: {
        title: 'Greška',
        text: 'Došlo je do greške prilikom slanja poruke. Molimo provjerite email adrese i pokušajte ponovo.',
      },
    });
    // The page hands its script no recipient: the provider's address lives in the mail template (content/mail/).
    expect(Object.keys(config)).not.toContain('providerEmail');
  });

  it('shows opening hours and the reply time, three FAQ items in one group, and an announced toast region', () => {
    const info = text(main.querySelector('.contact-info'));
    for (const expected of ['Ponedjeljak – Petak', '9:00 – 18:00', 'Subota – Nedjelja', '10:00 – 16:00', '24 sata'])
      expect(info).toContain(expected);
    const faq = main.querySelectorAll('#contact-faq details');
    expect(faq.map((d) => attr(d, 'name'))).toEqual(['contact-faq', 'contact-faq', 'contact-faq']);
    expect(attr(main.querySelector('[data-toast-region]')!, 'role')).toBe('status');
  });

  it('carries WebPage, BreadcrumbList matching the visible trail, and FAQPage matching the visible questions', () => {
    const nodes = jsonLdOf(html('/contact'));
    expect(nodes.map((n) => n['@type'])).toEqual(['WebPage', 'BreadcrumbList', 'FAQPage']);
    const trail = main.querySelectorAll('.breadcrumb li').map(text);
    expect(nodes[1]).toMatchObject({
      itemListElement: trail.map((name, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name,
        item: `${origin}${contact.breadcrumb[i]!.path}`,
      })),
    });
    const questions = main.querySelectorAll('#contact-faq summary').map(text);
    const faq = nodes[2] as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(questions);
    expect(faq.mainEntity.every((q) => q.acceptedAnswer.text.length > 0)).toBe(true);
  });
});

describe('/installation', () => {
  const doc = parseHtml(html('/installation'));
  const main = doc.querySelector('main')!;

  it('keeps the special page class and offers five device tabs, Android TV first and selected, each linkable', () => {
    expect(attr(doc.querySelector('body')!, 'class')).toBe('page-installation');
    const tabs = main.querySelectorAll('[role="tab"]');
    expect(tabs.map(text)).toEqual(['Android TV', 'Firestick', 'Formuler', 'Smart TV', 'VLC Player']);
    expect(tabs.map((t) => attr(t, 'aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(tabs.map((t) => attr(t, 'data-hash'))).toEqual(['android-tv', 'firestick', 'formuler', 'smart-tv', 'vlc']);
  });

  it('gives every device four numbered steps in one accordion group, the first open', () => {
    for (const panel of main.querySelectorAll('[role="tabpanel"]')) {
      const steps = panel.querySelectorAll('details');
      expect(steps.map((s) => text(s.querySelector('.step-number')))).toEqual(['1', '2', '3', '4']);
      expect(new Set(steps.map((s) => attr(s, 'name'))).size).toBe(1);
      expect(steps.map((s) => attr(s, 'open'))).toEqual(['', null, null, null]);
    }
  });

  it('states the Firestick downloader codes, the 12 USD/year player and 7-day catch-up', () => {
    const firestick = main.querySelector('#installation-panel-firestick')!;
    const codes = firestick.querySelectorAll('.downloader-codes code').map(text);
    expect(codes).toEqual(
      installation.guides
        .find((g) => g.id === 'firestick')!
        .steps.flatMap((s) => s.codes ?? [])
        .map((c) => c.code),
    );
    expect(codes.length).toBeGreaterThan(0);
    expect(text(main.querySelector('#installation-panel-smart-tv'))).toContain('12 USD godišnje');
    expect(text(main.querySelector('#installation-panel-formuler'))).toContain('do 7 dana unatrag');
  });

  it('carries WebPage and BreadcrumbList', () => {
    const nodes = jsonLdOf(html('/installation'));
    expect(nodes.map((n) => n['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
    expect(nodes[1]).toMatchObject({
      itemListElement: [
        { name: 'Početna', item: `${origin}/` },
        { name: 'Instalacija', item: `${origin}/installation` },
      ],
    });
  });
});
