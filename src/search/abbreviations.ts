/**
 * Abbreviations a site defines in its own text, mined at build time: "Cross-Origin Resource Sharing
 * (CORS)", "QSV (Quick Sync Video)"; and those it uses beside the compound they spell ("VoD",
 * "video-on-demand"). Each becomes a pair of synonyms, the abbreviation for its words and
 * the words for the abbreviation, so a reader who types either finds the pages that use the other. No
 * word list: only what the site writes. Pure; no imports.
 */

/** A word of an expansion: letters, digits, apostrophes and hyphens ("Real-Time"). */
const EXPANSION_WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/** An abbreviation: 2 to 8 letters or digits starting with a letter, at least two of them capitals ("VoD", "HLS", "H264" is not one). */
const ABBREVIATION = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Za-z][A-Za-z0-9]{1,7}$/;
/** "words (ABBR)" and "ABBR (words)". */
const WORDS_THEN_ABBREVIATION = /((?:[\p{L}\p{N}][\p{L}\p{N}'’-]*[ \t]+){1,8})\(([A-Za-z][A-Za-z0-9]{1,7})\)/gu;
const ABBREVIATION_THEN_WORDS = /\b([A-Za-z][A-Za-z0-9]{1,7})[ \t]+\(([^()]{3,80})\)/g;
/** Small words an abbreviation may leave out ("Video on Demand" is VOD or VD). */
const SMALL = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'over', 'the', 'to', 'via', 'with']);
/** Definitions kept at most, so a site of acronyms cannot make the first file large. */
const KEPT = 400;

/**
 * The letters of the words, each word's first letter, or its first letters of each hyphenated or camel-cased
 * part ("Real-Time" -> rt, "WebRTC" is not split), small words optional: does some choice spell `abbr`?
 */
function spells(words: readonly string[], abbr: string): boolean {
  const target = abbr.toLowerCase();
  const parts = words.map((w) => {
    const pieces = w.split(/[-]/).filter(Boolean);
    return { initials: pieces.map((p) => p[0]!.toLowerCase()).join(''), small: SMALL.has(w.toLowerCase()) };
  });
  // Every word but the small ones must give its initials; the match must use the whole abbreviation.
  const match = (i: number, at: number): boolean => {
    if (i === parts.length) return at === target.length;
    const { initials, small } = parts[i]!;
    if (small && match(i + 1, at)) return true;
    if (target.startsWith(initials, at) && match(i + 1, at + initials.length)) return true;
    // A word may stand for its first letter alone even when hyphenated ("Multi-Bitrate" in "MBR").
    return initials.length > 1 && target[at] === initials[0] && match(i + 1, at + 1);
  };
  return match(0, 0);
}

/** The shortest run of the last words that spells the abbreviation, or undefined. */
function expansionOf(words: readonly string[], abbr: string): string[] | undefined {
  for (let n = Math.min(words.length, 8); n >= 1; n--) {
    const tail = words.slice(words.length - n);
    if (SMALL.has(tail[0]!.toLowerCase())) continue;
    if (tail.length >= 2 && spells(tail, abbr)) return tail;
  }
  return undefined;
}

/**
 * Abbreviation -> its expansion and expansion -> abbreviation, from texts that define them, and from the
 * acronyms among `written` (every distinct word of the site as written) that spell a compound of the texts
 * (see undefinedAbbreviations), as a synonyms map in the site config's form (keys and values are plain
 * words). The commonest definitions first, at most KEPT of them.
 */
export function mineAbbreviations(texts: Iterable<string>, written: Iterable<string> = []): Record<string, string[]> {
  const found = new Map<string, { abbr: string; words: string; count: number }>();
  const note = (abbr: string, words: string[]) => {
    if (!ABBREVIATION.test(abbr)) return;
    const expansion = words.join(' ').toLowerCase();
    const key = `${abbr.toLowerCase()}\u0000${expansion}`;
    const entry = found.get(key);
    if (entry) entry.count++;
    else found.set(key, { abbr: abbr.toLowerCase(), words: expansion, count: 1 });
  };
  const compounds = new Map<string, number>();
  for (const text of texts) {
    countCompounds(text, compounds);
    if (!text.includes('(')) continue;
    for (const m of text.matchAll(WORDS_THEN_ABBREVIATION)) {
      const words = [...m[1]!.matchAll(EXPANSION_WORD)].map((w) => w[0]);
      const expansion = expansionOf(words, m[2]!);
      if (expansion) note(m[2]!, expansion);
    }
    for (const m of text.matchAll(ABBREVIATION_THEN_WORDS)) {
      const words = [...m[2]!.matchAll(EXPANSION_WORD)].map((w) => w[0]);
      if (words.length >= 2 && words.length <= 8 && spells(words, m[1]!)) note(m[1]!, words);
    }
  }
  for (const [abbr, words] of undefinedAbbreviations(written, compounds)) note(abbr, words);
  const out = new Map<string, string[]>();
  const add = (key: string, value: string) => {
    const list = out.get(key) ?? out.set(key, []).get(key)!;
    if (!list.includes(value)) list.push(value);
  };
  for (const { abbr, words } of [...found.values()].sort((a, b) => b.count - a.count).slice(0, KEPT)) {
    add(abbr, words);
    add(words, abbr);
  }
  return Object.fromEntries(out);
}

/** Is this UTF-16 code an ASCII letter? */
const letter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * Counts the hyphenated compounds of three or more words in a text ("video-on-demand"), lower-cased. A scan
 * from hyphen to hyphen rather than a regular expression: it reads every text of the site, and a regular
 * expression tried at every word took a second over the 64 MB of 10,000 docs, this a tenth of that.
 */
function countCompounds(text: string, counts: Map<string, number>): void {
  let i = text.indexOf('-');
  while (i !== -1) {
    if (i === 0 || !letter(text.charCodeAt(i - 1)) || !letter(text.charCodeAt(i + 1))) {
      i = text.indexOf('-', i + 1);
      continue;
    }
    let start = i - 1;
    while (start > 0 && letter(text.charCodeAt(start - 1))) start--;
    let end = i + 1;
    let parts = 2;
    for (;;) {
      while (end < text.length && letter(text.charCodeAt(end))) end++;
      if (text.charCodeAt(end) !== 45 || !letter(text.charCodeAt(end + 1))) break;
      parts++;
      end++;
    }
    // A compound inside a longer token (a path, an identifier with digits) is no phrase of the text.
    const whole = (start === 0 || !/[\w/.]/.test(text[start - 1]!)) && !/[\w/]/.test(text[end] ?? ' ');
    if (parts >= 3 && parts <= 8 && whole) {
      const compound = text.slice(start, end).toLowerCase();
      counts.set(compound, (counts.get(compound) ?? 0) + 1);
    }
    i = text.indexOf('-', end);
  }
}

/**
 * Abbreviations a site uses without defining them: an acronym it writes (a word of `written` with two
 * or more capitals, "VoD") whose letters are the initials of a hyphenated compound of three or more words
 * it writes at least twice ("video-on-demand"), small words in or out. Three letters at least: two-letter
 * initials match by chance. Each as [the acronym, the compound's words].
 */
function undefinedAbbreviations(written: Iterable<string>, compounds: ReadonlyMap<string, number>): [string, string[]][] {
  // The acronyms each compound can spell.
  const spelled = new Map<string, string[]>();
  for (const [compound, count] of compounds) {
    const words = compound.split('-');
    if (count < 2 || words.filter((w) => !SMALL.has(w)).length < 2) continue;
    let options = [''];
    for (const w of words) options = options.flatMap((o) => (SMALL.has(w) ? [o, o + w[0]] : [o + w[0]]));
    for (const o of options) if (o.length >= 3 && !spelled.has(o)) spelled.set(o, words);
  }
  if (spelled.size === 0) return [];
  const out = new Map<string, [string, string[]]>();
  for (const word of written) {
    const words = word.length <= 8 ? spelled.get(word.toLowerCase()) : undefined;
    if (words && ABBREVIATION.test(word) && !out.has(word.toLowerCase())) out.set(word.toLowerCase(), [word, words]);
  }
  return [...out.values()];
}
