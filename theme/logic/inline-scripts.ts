import { ANNOUNCEMENT, STORAGE_KEYS } from '../../config/site';

/**
 * Scripts inlined in <head> so the first paint is right: the colour mode from the `theme`
 * key (spec §4) and the announcement bar's dismissal. Rspress keeps its own key
 * (`rspress-theme-appearance`); the `theme` key is the source of truth and is mirrored
 * into it here and by theme/logic/useThemeState.ts.
 */
export const HEAD_SCRIPT = `(function(){try{
var k=${JSON.stringify(STORAGE_KEYS.theme)},r='rspress-theme-appearance',d=document.documentElement;
var t=localStorage.getItem(k);
if(t==='light'||t==='dark'){localStorage.setItem(r,t);}else{localStorage.removeItem(r);t=null;}
var dark=t?t==='dark':matchMedia('(prefers-color-scheme: dark)').matches;
d.classList.toggle('dark',dark);d.classList.toggle('rp-dark',dark);d.style.colorScheme=dark?'dark':'light';
if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismissed)})===${JSON.stringify(ANNOUNCEMENT.id)}){d.classList.add('announcement-dismissed');}
if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.sidebarHidden)})==='1'){d.classList.add('sidebar-hidden');}
}catch(e){}})();`;
