/**
 * The demo video dialog: a link [data-dialog-open="<dialog id>"] opens the <dialog>, which builds its 16:9
 * frame from data-video-src only then and removes it on close, so nothing loads or keeps playing unseen.
 * Esc, a click on the backdrop and [data-dialog-close] close it; the native dialog returns focus to the link.
 */
function initDialog(trigger: HTMLElement): void {
  const dialog = document.getElementById(trigger.dataset.dialogOpen ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const frameBox = dialog.querySelector<HTMLElement>('[data-video-frame]');
  const title = dialog.querySelector('h2')?.textContent ?? '';

  trigger.addEventListener('click', (event) => {
    event.preventDefault();
    if (frameBox && dialog.dataset.videoSrc) {
      const frame = document.createElement('iframe');
      frame.src = dialog.dataset.videoSrc;
      frame.title = title;
      frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      frameBox.replaceChildren(frame);
    }
    dialog.showModal();
  });
  dialog.addEventListener('close', () => {
    frameBox?.replaceChildren();
    trigger.focus();
  });
  // A click on the dialog element itself (not its content) is a click on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog
    .querySelectorAll('[data-dialog-close]')
    .forEach((button) => button.addEventListener('click', () => dialog.close()));
}

document.querySelectorAll<HTMLElement>('[data-dialog-open]').forEach(initDialog);
