import { ANNOUNCEMENT, STORAGE_KEYS } from '../../config/site';
import { firstUseScript } from '../boot/first-use';

/**
 * Search shortcuts from first paint (issue 14): until the search dialog's field has focus and
 * theme/search/Search.tsx sets window.__portalSearch.ready, Ctrl/Cmd+K and / (outside a text field) are remembered,
 * and so is what is typed after them; theme/search/Search.tsx opens the dialog with it.
 */
const EARLY_SEARCH_SHORTCUT = `(function(){var w=window,s=w.__portalSearch={ready:false,pending:null};
function typing(t){if(!t||!t.tagName)return false;var n=t.tagName;if(t.isContentEditable||n==='TEXTAREA'||n==='SELECT')return true;
return n==='INPUT'&&!/^(button|checkbox|radio|submit|reset|range|color|file|image)$/.test(t.type);}
function onKey(e){if(s.ready){w.removeEventListener('keydown',onKey,true);return;}if(e.isComposing)return;
var k=e.key||'';if(s.pending!==null){if(e.ctrlKey||e.metaKey||e.altKey)return;
if(k==='Escape'){s.pending=null;}else if(k==='Backspace'){s.pending=s.pending.slice(0,-1);e.preventDefault();}
else if(k.length===1){s.pending+=k;e.preventDefault();}return;}
if(((e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey&&k.toLowerCase()==='k')||(k==='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!typing(e.target))){e.preventDefault();s.pending='';}}
w.addEventListener('keydown',onKey,true);})();`;

/**
 * Scripts inlined in <head> so the first paint is right: the colour mode from the `theme`
 * key (spec §4) and the announcement bar's dismissal. Rspress keeps its own key
 * (`rspress-theme-appearance`); the `theme` key is the source of truth and is mirrored
 * into it here and by theme/logic/useThemeState.ts. Then the early search shortcuts, and the
 * record of the reader's first use of the page, which starts the app (theme/boot/first-use.ts).
 */
export const HEAD_SCRIPT = `(function(){try{
var k=${JSON.stringify(STORAGE_KEYS.theme)},r='rspress-theme-appearance',d=document.documentElement;
var t=localStorage.getItem(k);
if(t==='light'||t==='dark'){localStorage.setItem(r,t);}else{localStorage.removeItem(r);t=null;}
var dark=t?t==='dark':matchMedia('(prefers-color-scheme: dark)').matches;
d.classList.toggle('dark',dark);d.classList.toggle('rp-dark',dark);d.style.colorScheme=dark?'dark':'light';
if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismissed)})===${JSON.stringify(ANNOUNCEMENT.id)}){d.classList.add('announcement-dismissed');}
if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.sidebarHidden)})==='1'){d.classList.add('sidebar-hidden');}
}catch(e){}})();
${EARLY_SEARCH_SHORTCUT}
${firstUseScript()}`;

/**
 * First-load guard (spec §4 "failed", §8 "wrong base URL"): until the app has hydrated,
 * script and chunk load failures are recorded; if the page is still not interactive shortly
 * after `load`, a red error box with the error text and a Retry button is shown, or, when
 * the path shows the site is served under another base URL than it was built for, a banner
 * suggesting the base URL that would work. Plain DOM (it must work when no bundle loaded),
 * inlined in <head> via loadGuardScript(); no markup strings, so nothing needs escaping.
 */
export function loadGuard(builtBase: string): void {
  const root = document.documentElement;
  const errors: string[] = [];
  let loaded = false;
  const record = (message: string) => {
    if (root.dataset.hydrated === 'true') return;
    errors.push(message);
    // The scripts start after the first paint (theme/boot/load-after-paint.ts): a failure can
    // come after the check that follows \`load\`, and gets a check of its own.
    if (loaded) setTimeout(check, 1200);
  };
  window.addEventListener(
    'error',
    (e) => {
      const t = e.target as HTMLScriptElement | null;
      if (t && t.tagName === 'SCRIPT') record(`Could not load ${t.src || 'a script'}`);
      else if (e.message) record(e.message);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (e) => {
    const r = e.reason as { message?: string } | undefined;
    record(r && r.message ? r.message : String(r));
  });
  const el = (tag: string, cls: string, text?: string) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const show = (node: HTMLElement) => {
    node.setAttribute('role', 'alert');
    document.body.insertBefore(node, document.body.firstChild);
  };
  const check = () => {
    if (
      root.dataset.hydrated === 'true' ||
      document.querySelector('.page-load-error,.base-url-banner')
    )
      return;
    const marker = document.querySelector('[data-portal-route]');
    const route = marker ? marker.getAttribute('data-portal-route') : null;
    const path = location.pathname.replace(/(\/index)?\.html$/, '').replace(/(.)\/$/, '$1');
    if (route && path !== route && (route === '/' || path.slice(-route.length) === route)) {
      const base = (route === '/' ? path : path.slice(0, path.length - route.length)).replace(
        /\/?$/,
        '/',
      );
      const banner = el('div', 'base-url-banner');
      banner.appendChild(el('strong', '', 'This site did not load properly. '));
      banner.appendChild(
        document.createTextNode(
          `It was built for the base URL ${builtBase} but is served from ${base}. Rebuild it with BASE_URL=${base} (the base setting in rspress.config.ts), or serve it from ${builtBase}.`,
        ),
      );
      show(banner);
      return;
    }
    if (errors.length) {
      const box = el('div', 'page-load-error');
      box.appendChild(el('p', 'page-load-error__title', 'This page could not be loaded.'));
      box.appendChild(el('pre', 'page-load-error__text', errors[0]));
      const retry = el('button', 'page-load-error__retry', 'Retry') as HTMLButtonElement;
      retry.type = 'button';
      retry.addEventListener('click', () => location.reload());
      box.appendChild(retry);
      show(box);
    }
  };
  window.addEventListener('load', () => {
    loaded = true;
    setTimeout(check, 1200);
  });
}

export const loadGuardScript = (builtBase: string) =>
  `(${loadGuard.toString()})(${JSON.stringify(builtBase)});`;
