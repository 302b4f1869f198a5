import type { Layout } from '../../shared/content/layout';
import type { Site } from '../../shared/content/site';
import { external, whatsappLink } from '../links';
import { Icon } from '../ui/Icon';

/** Bottom-right help pill and round chat button; both open the WhatsApp chat in a new tab. */
export function FloatingButtons({ site, layout, lang }: { site: Site; layout: Layout; lang: string }) {
  const chat = whatsappLink(site.contact.phone, site.contact.whatsappText);
  return (
    <aside
      className="floating"
      aria-label={layout.helpButton}
      lang={lang === site.defaultLang ? undefined : site.defaultLang}
    >
      <a className="floating-help" href={chat} {...external}>
        <Icon name="headset" />
        <span>{layout.helpButton}</span>
      </a>
      <a className="floating-chat" href={chat} aria-label={layout.chatButton} {...external}>
        <Icon name="chat" />
      </a>
    </aside>
  );
}
