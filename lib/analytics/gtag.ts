/**
 * Google Analytics as one inline script, written into the page only when
 * NEXT_PUBLIC_GA_MEASUREMENT_ID is set, so pages ship no analytics code otherwise. It loads
 * gtag.js at start and sends one page_view with the page path on the first load and on every
 * route or query change (Next's router moves through history.pushState / replaceState).
 */

export const gtagScriptUrl = (measurementId: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

export const SCRIPT_FAILED_MESSAGE = 'Failed to load Google Analytics script.';
export const GTAG_MISSING_WARNING = 'Google Analytics is not available; page_view not sent.';

export function analyticsScript(measurementId: string): string {
  const id = JSON.stringify(measurementId);
  return `(function(){
window.dataLayer=window.dataLayer||[];
window.gtag=window.gtag||function(){window.dataLayer.push(arguments);};
window.gtag('js',new Date());window.gtag('config',${id},{send_page_view:false});
var last=null;
function send(){var path=location.pathname+location.search;if(path===last)return;last=path;
if(typeof window.gtag!=='function'){console.warn(${JSON.stringify(GTAG_MISSING_WARNING)});return;}
window.gtag('event','page_view',{page_path:path,page_location:location.href,page_title:document.title});}
['pushState','replaceState'].forEach(function(name){var original=history[name];
history[name]=function(){var result=original.apply(this,arguments);setTimeout(send,0);return result;};});
window.addEventListener('popstate',function(){setTimeout(send,0);});
send();
var script=document.createElement('script');script.async=true;script.src=${JSON.stringify(gtagScriptUrl(measurementId))};
script.onerror=function(){console.error(${JSON.stringify(SCRIPT_FAILED_MESSAGE)});};
document.head.appendChild(script);
})();`;
}
