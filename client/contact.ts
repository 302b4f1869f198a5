/**
 * The contact form (templates/pages/ContactPage.tsx): checks the fields, sends the message to the provider
 * (call 3) and, only when that answered 200, the confirmation to the visitor (call 4), then says how it went.
 */
import { init, send, type EmailJSResponseStatus } from '@emailjs/browser';
import {
  autoReplyParams,
  checkContactMessage,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  isHoneypotHit,
  providerParams,
  HONEYPOT_FIELD,
  type ContactCheck,
  type ContactField,
  type ContactFormConfig,
} from '../shared/contact-form';

/** A call with no answer by then counts as failed (the library itself never gives up). */
const SEND_TIMEOUT_MS = 15_000;
const TOAST_MS = 5_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${SEND_TIMEOUT_MS / 1000} s`)), SEND_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function showToast(toast: { title: string; text: string }, kind: 'success' | 'error'): void {
  const region = document.querySelector<HTMLElement>('[data-toast-region]');
  if (!region) return;
  const element = document.createElement('div');
  element.className = kind === 'error' ? 'toast toast--error' : 'toast';
  if (kind === 'error') element.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'toast-title';
  title.textContent = toast.title;
  const text = document.createElement('p');
  text.textContent = toast.text;
  element.append(title, text);
  region.append(element);
  setTimeout(() => element.remove(), TOAST_MS);
}

function initContactForm(form: HTMLFormElement): void {
  const configElement = form.querySelector('[data-contact-config]');
  const submit = form.querySelector<HTMLButtonElement>('[data-contact-submit]');
  if (!configElement?.textContent || !submit) return;
  const config = JSON.parse(configElement.textContent) as ContactFormConfig;
  init({ publicKey: config.publicKey, origin: config.origin });

  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
  const submitLabel = submit.querySelector('span') ?? submit;
  const idleLabel = submitLabel.textContent;
  let sending = false;
  // The script reports problems next to each field itself, in the page's language.
  form.noValidate = true;

  const showProblems = (check: ContactCheck, only?: ContactField) => {
    for (const name of only ? [only] : CONTACT_FIELDS) {
      const problem = check.ok ? undefined : check.problems[name];
      const input = field(name);
      const error = document.getElementById(`${input.id}-error`);
      if (problem) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      if (error)
        error.textContent = problem ? config.errors[problem].replace('{max}', String(CONTACT_LIMITS[name])) : '';
    }
  };
  const values = () =>
    Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name).value])) as Record<ContactField, string>;

  for (const name of CONTACT_FIELDS) {
    // Once flagged, a field's message follows the visitor's corrections.
    field(name).addEventListener('input', () => {
      if (field(name).getAttribute('aria-invalid') === 'true') showProblems(checkContactMessage(values()), name);
    });
  }

  const setSending = (on: boolean) => {
    sending = on;
    submit.disabled = on;
    submitLabel.textContent = on ? config.sending : idleLabel;
  };

  const succeed = () => {
    form.reset();
    showToast(config.success, 'success');
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    const check = checkContactMessage(values());
    showProblems(check);
    if (!check.ok) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (isHoneypotHit(field(HONEYPOT_FIELD).value)) return succeed();

    setSending(true);
    try {
      const { serviceId, templates } = config;
      const toProvider: EmailJSResponseStatus = await withTimeout(
        send(serviceId, templates.toProvider, providerParams(check.message)),
      );
      if (toProvider.status !== 200) throw toProvider;
      await withTimeout(send(serviceId, templates.autoReply, autoReplyParams(check.message)));
      succeed();
    } catch (error) {
      console.error('Contact form: the message was not sent', error);
      showToast(config.failure, 'error');
    } finally {
      setSending(false);
    }
  });
}

document.querySelectorAll<HTMLFormElement>('form[data-contact-form]').forEach(initContactForm);
