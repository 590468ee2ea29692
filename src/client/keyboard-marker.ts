/** Marks the page while the visitor navigates with the keyboard (Tab), until the next mouse press. DOM only. */

export const KEYBOARD_CLASS = 'keyboard-navigation';

export function initKeyboardMarker(): void {
  const root = document.documentElement;
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') root.classList.add(KEYBOARD_CLASS);
  });
  document.addEventListener('mousedown', () => root.classList.remove(KEYBOARD_CLASS));
}
