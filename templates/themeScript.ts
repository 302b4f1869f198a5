/**
 * Inline in <head>, before the stylesheet: applies the stored theme (localStorage `theme`, 'light' or
 * 'dark', default 'dark') before first paint and adds `js`, so CSS can rely on scripts running.
 * Keep it tiny; client/theme.ts does the switching.
 */
export const THEME_SCRIPT =
  "try{var t=localStorage.theme}catch(e){}document.documentElement.className=(t=='light'?'light':'dark')+' js'";
