/**
 * Applies the stored theme before first paint, and marks the document `js` (the theme buttons only
 * show when scripts run). The server renders System as the pressed button, as it cannot know the
 * stored choice; when another one is stored, the script presses the right button as soon as the
 * parser adds it — mutation observers run before the browser paints what was parsed — until the
 * document is parsed (DOMContentLoaded), then React keeps it. Inlined in <head>; it is a constant so a
 * Content-Security-Policy can allow it by hash (computed from this text at boot). Keep it in sync
 * with use-theme.ts and theme-switch.tsx (`data-theme-choice`).
 */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_SCRIPT =
  "(function(){var d=document.documentElement,t;try{t=localStorage.getItem('theme')}catch(e){}" +
  "var k=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "d.classList.toggle('dark',k);d.classList.add('js');d.dataset.theme=t==='light'||t==='dark'?t:'system';" +
  "if(d.dataset.theme==='system'||typeof MutationObserver!=='function')return;" +
  "var p=function(){var b=document.querySelectorAll('[data-theme-choice]');for(var i=0;i<b.length;i++)" +
  "b[i].setAttribute('aria-pressed',String(b[i].getAttribute('data-theme-choice')===d.dataset.theme))};" +
  'var o=new MutationObserver(p);o.observe(d,{childList:true,subtree:true});' +
  "document.addEventListener('DOMContentLoaded',function(){o.disconnect();p()})})()";
