/** Behaviours every page has. Each one looks for its elements by data attribute and does nothing without them. */
import { initDropdowns } from './dropdown';
import { initHeader } from './header';
import { initMenu } from './menu';
import { initReveal } from './reveal';
import { initTheme } from './theme';

initTheme();
initHeader();
initMenu();
initDropdowns();
initReveal();
