/** Escaping text for HTML and XML text and double-quoted attributes. Browser-safe; imports nothing. */

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
