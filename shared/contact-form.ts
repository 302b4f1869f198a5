/**
 * The contact form's rules, shared by the page (field attributes, client/contact.ts) and its unit test:
 * every field required, a well-formed e-mail address, the length limits of decisions.md, and a honeypot.
 */

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactMessage = Record<ContactField, string>;

/** Longest accepted value per field, in characters (UTF-16 code units, as the browser's maxlength counts). */
export const CONTACT_LIMITS: Readonly<Record<ContactField, number>> = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
};

/** Name of the hidden field people never fill in; a value there means a bot sent the form. */
export const HONEYPOT_FIELD = 'website';

export type FieldProblem = 'required' | 'email' | 'tooLong';

/** The browser's own `type=email` check (HTML standard "valid e-mail address"). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export type ContactCheck =
  | { ok: true; message: ContactMessage }
  | { ok: false; problems: Partial<Record<ContactField, FieldProblem>> };

/** Trims every field and reports the first problem of each; a message passes only with none. */
export function checkContactMessage(input: Readonly<Record<ContactField, string>>): ContactCheck {
  const message = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, (input[field] ?? '').trim()]),
  ) as ContactMessage;
  const problems: Partial<Record<ContactField, FieldProblem>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = message[field];
    if (value === '') problems[field] = 'required';
    else if (value.length > CONTACT_LIMITS[field]) problems[field] = 'tooLong';
    else if (field === 'email' && !EMAIL.test(value)) problems[field] = 'email';
  }
  return Object.keys(problems).length === 0 ? { ok: true, message } : { ok: false, problems };
}

/** A filled honeypot: the form pretends success and sends nothing. */
export function isHoneypotHit(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/**
 * Template params of call 3, the message to the provider. No recipient: the provider's address is fixed in the
 * EmailJS template (content/mail/to-provider.txt), so the public key cannot mail anyone else through it.
 */
export function providerParams(message: ContactMessage): Record<string, string> {
  return {
    from_name: message.name,
    from_email: message.email,
    reply_to: message.email,
    subject: message.subject,
    message: message.message,
  };
}

/**
 * Template params of call 4, the confirmation to the visitor: their name and address only. Its text is fixed in the
 * template (content/mail/auto-reply.txt), so nothing the sender writes reaches the address they typed.
 */
export function autoReplyParams(message: ContactMessage): Record<string, string> {
  return { to_name: message.name, user_email: message.email };
}

/** What the contact page hands its script (a JSON block in the form): where and how to send, and the copy it shows. */
export interface ContactFormConfig {
  /** EmailJS API origin, fixed at build time (EMAILJS_ORIGIN). */
  origin: string;
  publicKey: string;
  serviceId: string;
  templates: { toProvider: string; autoReply: string };
  sending: string;
  errors: Record<FieldProblem, string>;
  success: { title: string; text: string };
  failure: { title: string; text: string };
}
