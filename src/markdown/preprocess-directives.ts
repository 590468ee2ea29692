/**
 * Turns `:::type Title` ... `:::` fences into HTML-comment markers the Markdown parser keeps as
 * block nodes, one line for one line so positions stay true. Code fences are left alone. Pure.
 */

export const DIRECTIVE_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'cards'] as const;
export type DirectiveType = (typeof DIRECTIVE_TYPES)[number];

const OPEN = /^(\s*(?:>\s*)*):::(\w+)(?:[ \t]+(.*?))?\s*$/;
const CLOSE = /^(\s*(?:>\s*)*):::\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** Marker comment text used between the preprocessor and remark-admonitions. */
export function openMarker(type: string, title: string): string {
  return `<!--mistdocs:open ${type} ${encodeURIComponent(title)}-->`;
}
export const CLOSE_MARKER = '<!--mistdocs:close-->';

export function preprocessDirectives(markdown: string): string {
  const lines = markdown.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const f = FENCE.exec(line);
    if (f) {
      if (!fence) fence = f[1]![0]!.repeat(f[1]!.length);
      else if (line.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence) continue;
    const open = OPEN.exec(line);
    if (open && (DIRECTIVE_TYPES as readonly string[]).includes(open[2]!)) {
      lines[i] = `${open[1]}${openMarker(open[2]!, open[3] ?? '')}`;
      continue;
    }
    const close = CLOSE.exec(line);
    if (close) lines[i] = `${close[1]}${CLOSE_MARKER}`;
  }
  return lines.join('\n');
}
