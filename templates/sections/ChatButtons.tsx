import type { Layout } from '../../shared/content/layout';
import type { Site } from '../../shared/content/site';
import { viberLink, whatsappLink } from '../links';
import { ButtonLink } from '../ui/Button';

interface ChatButtonsProps {
  site: Site;
  layout: Layout;
  /** Prefilled WhatsApp message; the site's default greeting when absent. */
  whatsappText?: string;
  className?: string;
}

/** The WhatsApp and Viber chat buttons side by side, both on the one business number. */
export function ChatButtons({ site, layout, whatsappText, className }: ChatButtonsProps) {
  return (
    <div className={className ? `chat-buttons ${className}` : 'chat-buttons'}>
      <ButtonLink
        href={whatsappLink(site.contact.phone, whatsappText ?? site.contact.whatsappText)}
        variant="chat"
        icon="chat"
        external
      >
        {layout.chatApps.whatsapp}
      </ButtonLink>
      <ButtonLink href={viberLink(site.contact.phone)} variant="secondary" icon="phone" external>
        {layout.chatApps.viber}
      </ButtonLink>
    </div>
  );
}
