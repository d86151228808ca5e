import { COLOR_SCHEMES, DARK_QUERY } from './color-scheme';
import { THEME_CHOICES, THEME_STORAGE_KEY } from './theme-choice';

/**
 * Runs inline in <head>, before anything is painted, so the stored theme (or the
 * device's, by default) shows from the first frame. It then keeps the page in step without any
 * of the app's JavaScript: it follows the device while the choice is 'device', and applies a
 * choice made in another tab. It repeats resolveColorScheme and applyColorScheme in plain ES5
 * because it cannot import; tests run it against the same cases.
 */
export const themeBootScript = `(function(){
var key=${JSON.stringify(THEME_STORAGE_KEY)},choices=${JSON.stringify(THEME_CHOICES)},schemes=${JSON.stringify(COLOR_SCHEMES)},r=document.documentElement,m=null;
try{m=window.matchMedia(${JSON.stringify(DARK_QUERY)});}catch(e){}
function choice(){try{var v=localStorage.getItem(key);return choices.indexOf(v)>=0?v:'device';}catch(e){return 'device';}}
function apply(){var c=choice(),s=c==='device'?(m&&m.matches?'dark':'light'):c;
for(var i=0;i<schemes.length;i++)r.classList.remove(schemes[i]);r.classList.add(s);}
apply();
if(m){if(m.addEventListener)m.addEventListener('change',apply);else if(m.addListener)m.addListener(apply);}
window.addEventListener('storage',function(e){if(e.key===key||e.key===null)apply();});
})();`;
