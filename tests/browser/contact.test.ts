import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../build/content';
import type { Contact } from '../../shared/content/contact';
import type { Site } from '../../shared/content/site';
import { startEmailjs, type EmailjsFixture } from '../fixtures/emailjs';
import { DESKTOP, launchBrowser } from '../support/browser';
import { buildBudget, copyProject, describeBuild, type ProjectCopy } from '../support/project-copy';
import { startServer, type RunningServer } from '../support/server';

// The real form and the real @emailjs/browser in Chromium, sending to a local fake EmailJS the build points at.
let emailjs: EmailjsFixture;
let copy: ProjectCopy;
let server: RunningServer | undefined;
let browser: Browser | undefined;
let site: Site;
let copyText: Contact;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const content = await loadContent();
  site = content.site;
  copyText = content.contact;
  emailjs = await startEmailjs({ publicKey: site.emailjs.publicKey });
  copy = copyProject();
  const result = await copy.buildAsync({ EMAILJS_ORIGIN: emailjs.origin });
  if (result.status !== 0) throw new Error(describeBuild(result));
  server = await startServer(copy.root);
  browser = await launchBrowser();
}, buildBudget(1));

// Whatever a test did, no send may name a recipient, and the auto-reply never carries the visitor's subject or message.
afterEach(() => {
  for (const { body } of emailjs.sends) {
    const params = Object.keys(body.template_params);
    expect(
      params.filter((name) => /^(to_email|to|cc|bcc|recipient)$/.test(name)),
      `template ${body.template_id}`,
    ).toEqual([]);
    if (body.template_id === site.emailjs.templates.autoReply) expect(params.sort()).toEqual(['to_name', 'user_email']);
  }
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
  await emailjs?.close();
  copy?.remove();
});

const visitor = {
  name: 'Ana Horvat',
  email: 'ana@example.com',
  subject: 'Premium paket',
  message: 'Radi li Premium na dva televizora?',
};

interface ContactPage {
  page: Page;
  errors: string[];
}

/** The contact page with a fake clock installed before any script runs, so tests can jump over 5 s and 15 s. */
async function openContact(): Promise<ContactPage> {
  emailjs.sends.length = 0;
  emailjs.answers.length = 0;
  emailjs.fallback = { kind: 'ok' };
  const context = await browser!.newContext({ viewport: DESKTOP });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.clock.install();
  await page.goto(`${server!.url}/contact`);
  return { page, errors };
}

async function fill(page: Page, values: Partial<typeof visitor> = visitor): Promise<void> {
  for (const [name, value] of Object.entries(values))
    await page.fill(`form[data-contact-form] [name="${name}"]`, value);
}

const fieldValues = (page: Page) =>
  page.evaluate(() =>
    ['name', 'email', 'subject', 'message'].map(
      (name) => (document.querySelector(`[name="${name}"]`) as HTMLInputElement).value,
    ),
  );
const submit = (page: Page) => page.locator('[data-contact-submit]');
const successToast = (page: Page) =>
  page.locator('[data-toast-region][role="status"] .toast:not([role])', { hasText: copyText.form.success.title });
const errorToast = (page: Page) =>
  page.locator('[data-toast-region] [role="alert"]', { hasText: copyText.form.failure.title });

describe('contact form', () => {
  it('sends the message, then the auto-reply, shows the success toast for 5 s and clears the fields', async () => {
    const { page } = await openContact();
    await fill(page);
    await submit(page).click();
    await successToast(page).waitFor();
    expect(await successToast(page).textContent()).toContain(copyText.form.success.text);

    expect(emailjs.sends.map((s) => s.body.template_id)).toEqual([
      site.emailjs.templates.toProvider,
      site.emailjs.templates.autoReply,
    ]);
    const [toProvider, autoReply] = emailjs.sends.map((s) => s.body);
    expect(toProvider).toMatchObject({ user_id: site.emailjs.publicKey, service_id: site.emailjs.serviceId });
    expect(toProvider!.template_params).toEqual({
      from_name: visitor.name,
      from_email: visitor.email,
      reply_to: visitor.email,
      subject: visitor.subject,
      message: visitor.message,
    });
    // The confirmation goes to the address typed, so it carries the name and that address only, none of the text.
    expect(autoReply!.template_params).toEqual({ to_name: visitor.name, user_email: visitor.email });
    expect(emailjs.sends[0]!.origin).toBe(server!.url);
    expect(await fieldValues(page)).toEqual(['', '', '', '']);
    expect(await submit(page).textContent()).toBe(copyText.form.submit);

    await page.clock.runFor(5_000);
    await successToast(page).waitFor({ state: 'detached' });
  });

  it('on a provider error sends no auto-reply, keeps the fields, shows the error toast and logs the error', async () => {
    const { page, errors } = await openContact();
    emailjs.answers.push({ kind: 'error', status: 400, text: 'The service ID is invalid' });
    await fill(page);
    await submit(page).click();
    await errorToast(page).waitFor();
    expect(await errorToast(page).textContent()).toContain(copyText.form.failure.text);
    expect(emailjs.sends).toHaveLength(1);
    expect(await fieldValues(page)).toEqual(Object.values(visitor));
    expect(await submit(page).isEnabled()).toBe(true);
    expect(errors.some((e) => e.includes('Contact form'))).toBe(true);
    await page.clock.runFor(5_000);
    await errorToast(page).waitFor({ state: 'detached' });
  });

  it('on a dropped connection shows the error toast and keeps the fields', async () => {
    const { page } = await openContact();
    // Every attempt fails: the browser itself retries a request whose kept-alive connection closed.
    emailjs.fallback = { kind: 'drop' };
    await fill(page);
    await submit(page).click();
    await errorToast(page).waitFor();
    expect(emailjs.sends.map((s) => s.body.template_id)).not.toContain(site.emailjs.templates.autoReply);
    expect(await fieldValues(page)).toEqual(Object.values(visitor));
  });

  it('says "Slanje..." while sending and gives up after 15 s without an answer', async () => {
    const { page } = await openContact();
    emailjs.answers.push({ kind: 'hang' });
    await fill(page);
    await submit(page).click();
    await expect.poll(() => emailjs.sends.length).toBe(1);
    expect([await submit(page).textContent(), await submit(page).isDisabled()]).toEqual([copyText.form.sending, true]);
    await page.clock.runFor(14_000);
    expect(await errorToast(page).count()).toBe(0);
    await page.clock.runFor(1_000);
    await errorToast(page).waitFor();
    expect(await fieldValues(page)).toEqual(Object.values(visitor));
    expect([await submit(page).textContent(), await submit(page).isEnabled()]).toEqual([copyText.form.submit, true]);
    expect(emailjs.sends).toHaveLength(1);
  });

  it('sends once when the button is double-clicked or Enter is pressed while sending', async () => {
    const { page } = await openContact();
    emailjs.answers.push({ kind: 'hang' });
    await fill(page);
    await submit(page).dblclick();
    await page.press('[name="subject"]', 'Enter');
    await page.evaluate(() => document.querySelector<HTMLFormElement>('form[data-contact-form]')!.requestSubmit());
    await expect.poll(() => emailjs.sends.length).toBe(1);
    await page.waitForTimeout(300);
    expect(emailjs.sends).toHaveLength(1);
  });

  it('a filled honeypot sends nothing and shows success', async () => {
    const { page } = await openContact();
    await fill(page);
    await page.evaluate(
      () => ((document.querySelector('[name="website"]') as HTMLInputElement).value = 'https://spam.example'),
    );
    await submit(page).click();
    await successToast(page).waitFor();
    await page.waitForTimeout(300);
    expect(emailjs.sends).toHaveLength(0);
  });

  it('shows each problem next to its field and sends nothing', async () => {
    const { page } = await openContact();
    await fill(page, { name: 'Ana', email: 'ana@', subject: '', message: 'Pozdrav' });
    await submit(page).click();
    const described = (name: string) =>
      page.evaluate((n) => {
        const input = document.querySelector(`[name="${n}"]`)!;
        return [
          input.getAttribute('aria-invalid'),
          document.getElementById(input.getAttribute('aria-describedby')!)?.textContent ?? '',
        ];
      }, name);
    expect(await described('email')).toEqual(['true', copyText.form.errors.email]);
    expect(await described('subject')).toEqual(['true', copyText.form.errors.required]);
    expect(await described('name')).toEqual([null, '']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await page.fill('[name="email"]', 'ana@example.com');
    expect(await described('email')).toEqual([null, '']);
    expect(emailjs.sends).toHaveLength(0);
  });
});

describe('contact page without JavaScript', () => {
  it('explains how to reach us by e-mail and chat where the form is', async () => {
    const context = await browser!.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server!.url}/contact`);
    const notice = page.locator('form[data-contact-form] .contact-noscript');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain(copyText.form.noScript);
    expect(await notice.locator(`a[href="mailto:${site.contact.email}"]`).isVisible()).toBe(true);
    expect(await notice.locator('a[href^="https://wa.me/"]').isVisible()).toBe(true);
    expect(await notice.locator('a[href^="viber://"]').isVisible()).toBe(true);
  });
});
