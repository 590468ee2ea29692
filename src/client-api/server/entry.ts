/** What the build takes from the site's server code besides its components: the context, the probe and the slot, as one instance with them. Server only. */
export { SiteContext } from '../site-context.js';
export { probe } from './probe.js';
export { Slot } from '../slot.js';
export { cssModules } from './css-modules.js';
