/** `@docusaurus/Interpolate`. */
export { Interpolate as default, Interpolate } from './translate.js';
