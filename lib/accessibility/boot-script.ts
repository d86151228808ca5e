import { COLOR_MODE_CLASSES, FONT_SCALE, HIGH_CONTRAST_CLASS, STORAGE_KEY } from './settings';

/**
 * Runs inline as the first thing in <body>, before anything is painted, so stored settings
 * show from the first frame. It repeats applySettings in plain ES5 because it cannot import;
 * tests run it against the same cases as applySettings.
 */
export const accessibilityBootScript = `(function(){try{
var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})||'null');if(!s||typeof s!=='object')return;
var scale=${JSON.stringify(FONT_SCALE)},modes=${JSON.stringify(COLOR_MODE_CLASSES)},r=document.documentElement;
if(s.fontSize&&s.fontSize!=='normal'&&scale[s.fontSize])r.style.fontSize=scale[s.fontSize]+'%';
if(s.highContrast===true)r.classList.add(${JSON.stringify(HIGH_CONTRAST_CLASS)});
if(modes.indexOf(s.colorMode)>=0)document.body.classList.add(s.colorMode);
}catch(e){}})();`;
