/** `clsx` (and `classnames`) for a site that imports it without having it installed: class names from strings, lists and `{ name: condition }` objects. */
type ClassValue = string | number | null | undefined | false | ClassValue[] | Record<string, unknown>;

export default function clsx(...values: ClassValue[]): string {
  const out: string[] = [];
  const add = (value: ClassValue) => {
    if (!value) return;
    if (typeof value === 'string' || typeof value === 'number') out.push(String(value));
    else if (Array.isArray(value)) value.forEach(add);
    else for (const [name, on] of Object.entries(value)) if (on) out.push(name);
  };
  values.forEach(add);
  return out.join(' ');
}

export { clsx };
