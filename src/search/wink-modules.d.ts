/** Types for the wink modules the search imports (the packages ship none). */
declare module 'wink-nlp-utils/src/string-stem.js' {
  /** Porter2 stem of one lower-case English word. */
  const stem: (word: string) => string;
  export default stem;
}
declare module 'wink-bm25-text-search' {
  /** The parts of wink's BM25F engine this project uses. */
  export interface WinkEngine {
    defineConfig(config: { fldWeights: Record<string, number>; bm25Params?: { k1?: number; b?: number; k?: number }; ovFldNames?: string[] }): boolean;
    definePrepTasks(tasks: ((input: string) => string[])[], field?: string): number;
    addDoc(doc: Record<string, string>, id: number | string): number;
    consolidate(freqPrecision?: number): boolean;
    search(text: string, limit?: number): [string, number][];
    /** Documents by id; before consolidation `freq` holds weighted term frequencies by token number. */
    getDocs(): Record<string, { freq: Record<string, number>; length: number }>;
    getTokens(): Record<string, number>;
  }
  const bm25: () => WinkEngine;
  export default bm25;
}
