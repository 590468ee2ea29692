/** Anchors the renderer sets and other stages link to. Browser-safe constants. */

/** The id of a reference page's fact tables: search hits on option names, payload lines and codecs land there. */
export const FACTS_ANCHOR = 'reference-facts';
