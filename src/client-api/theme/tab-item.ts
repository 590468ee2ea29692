/** `@theme/TabItem`. */
export { TabItem as default } from './tabs.js';
