/** Share links marked [data-share-popup] open in a 600x400 popup instead of a new tab (plain links without JS). */
const POPUP = 'width=600,height=400,noopener';

document.querySelectorAll<HTMLAnchorElement>('a[data-share-popup]').forEach((link) => {
  link.addEventListener('click', (event) => {
    event.preventDefault();
    const left = Math.max(0, screenX + (outerWidth - 600) / 2);
    const top = Math.max(0, screenY + (outerHeight - 400) / 2);
    open(link.href, 'share', `${POPUP},left=${left},top=${top}`);
  });
});
