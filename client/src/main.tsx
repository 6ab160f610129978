// Global styles first, so feature styles (imported by the components below) come after them and win ties.
import './styles/global.css';
// Hindi's script for any Devanagari text, in every language (a name typed in Devanagari on an English screen): the
// font file is fetched only when such characters are on the page (unicode-range).
import './lib/locales/devanagari.css';
import { mountApp } from './app/mount';
import { startServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Hydrates the markup of a prerendered page (/, /email-login, /email-sign-up, /privacy), renders the others.
mountApp(root);
// The installable app's worker: registered once the page has loaded and the browser is idle.
startServiceWorker();
