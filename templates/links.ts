/** Deep links built from the contact data in content/site.yaml. Pure string helpers. */

/** `+387 61 000 000` → `38761000000` (what wa.me and viber:// expect). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** WhatsApp chat with an optional prefilled message. */
export function whatsappLink(phone: string, text?: string): string {
  const base = `https://wa.me/${phoneDigits(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** Viber chat; the `+` is encoded as `%2B`, as Viber requires. */
export function viberLink(phone: string): string {
  return `viber://chat?number=%2B${phoneDigits(phone)}`;
}

export function mailtoLink(email: string): string {
  return `mailto:${email}`;
}

/** `tel:` link keeping only the leading `+` and the digits. */
export function telLink(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** Attributes of a link that leaves the site in a new tab. */
export const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
