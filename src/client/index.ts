/** The browser runtime's entry: wires the server-rendered page's interactive parts. No Node imports. */
import { initColorMode } from './color-mode.js';

initColorMode();
