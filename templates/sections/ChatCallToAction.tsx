import type { CallToAction } from '../../shared/content/common';
import type { Site } from '../../shared/content/site';
import { whatsappLink } from '../links';
import { ButtonLink } from '../ui/Button';
import { CallToActionBand } from './CallToActionBand';

interface ChatCallToActionProps {
  /** Prefix of the heading id the band is labelled by. */
  id: string;
  cta: CallToAction;
  site: Site;
}

/** The band that ends in one large button opening a WhatsApp chat with the site's default message. */
export function ChatCallToAction({ id, cta, site }: ChatCallToActionProps) {
  return (
    <CallToActionBand id={id} heading={cta.heading} text={cta.text}>
      <ButtonLink
        href={whatsappLink(site.contact.phone, site.contact.whatsappText)}
        variant="chat"
        size="lg"
        icon="chat"
        external
      >
        {cta.button}
      </ButtonLink>
    </CallToActionBand>
  );
}
