/**
 * Applies the stored theme before first paint, and marks the document `js` (the theme buttons only
 * show when scripts run). Inlined in <head>; it is a constant so a
 * Content-Security-Policy can allow it by hash. Keep it in sync with use-theme.ts.
 */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_SCRIPT =
  "(function(){var d=document.documentElement,t;try{t=localStorage.getItem('theme')}catch(e){}" +
  "var k=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "d.classList.toggle('dark',k);d.classList.add('js');d.dataset.theme=t==='light'||t==='dark'?t:'system'})()";
