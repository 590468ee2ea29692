/**
 * The class names of each CSS module the site's code imports, as the build named them (by the module's
 * path from the site's folder): filled while the server code loads, then compiled into the islands, so
 * that the page's HTML, its stylesheet and an island's browser chunk use the same names. Server only.
 */
export const cssModules: Record<string, Record<string, string>> = {};
