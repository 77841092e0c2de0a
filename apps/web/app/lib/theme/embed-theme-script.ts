/**
 * The results widget's theme (`theme=auto`): the visitor's colour scheme, before first paint and when it changes —
 * never the site's stored choice (the widget has no theme switch, and lives on other sites). `theme=light` and
 * `theme=dark` need no script: the server renders them. A constant, allowed by its hash (csp.server.ts).
 */
export const EMBED_THEME_SCRIPT =
  "(function(){var d=document.documentElement,m=matchMedia('(prefers-color-scheme: dark)');" +
  "function a(){d.classList.toggle('dark',m.matches)}a();if(m.addEventListener)m.addEventListener('change',a)})()";
