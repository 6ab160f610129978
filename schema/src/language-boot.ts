/**
 * The language a device chose (the customer app's switch: English or Hindi), or its browser prefers, before the app's
 * script runs.
 *
 * Every page is English HTML (the prerendered ones and the client-rendered shell) and the app turns to Hindi once
 * that chunk is in. So that a device that chose Hindi never sees English first, this one inline script runs in
 * each page's head before the first paint and marks `<html>`: the client's global.css keeps the page hidden while
 * the mark is there (3 s at most), and lib/i18n.tsx removes it once the Hindi texts are shown.
 *
 * The client's build puts it in the pages (client/build/language-boot.ts); the BFF's CSP allows exactly this
 * text by its hash (bff/src/http/content-security.ts): one definition, so the two cannot drift apart.
 */
export const LANGUAGE_STORAGE_KEY = 'foodspot.language';

/** On `<html>` while a remembered language other than English loads. */
export const LANGUAGE_PENDING_ATTRIBUTE = 'data-language-pending';

/**
 * A device that has not chosen yet speaks the first of the browser's preferred languages the app has (`hi`, `hi-IN`:
 * Hindi; `en-GB`: English; `mr-IN` is skipped), else null (English). The boot script below does the same.
 */
export function browserLanguage(preferred: readonly string[]): 'en' | 'hi' | null {
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (base === 'en' || base === 'hi') return base;
  }
  return null;
}

/**
 * Every page, the staff console and the owner area too, speaks the device's language: the one chosen on
 * this device, else the browser's (browserLanguage, written out again for the head).
 */
export const LANGUAGE_BOOT_SCRIPT =
  `try{var s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),p=navigator.languages||[navigator.language],i=0,b;` +
  `if(s!=="en"&&s!=="hi")for(s=null;i<p.length;i++){b=String(p[i]).toLowerCase().split("-")[0];if(b==="en"||b==="hi"){s=b;break}}` +
  `if(s==="hi"){var h=document.documentElement;h.lang="hi-IN";h.setAttribute(${JSON.stringify(LANGUAGE_PENDING_ATTRIBUTE)},"")}}catch(e){}`;
