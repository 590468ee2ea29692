/**
 * Colour mode: the toggle cycles system -> light -> dark -> system (or dark <-> light when the OS
 * preference is not respected); the choice is stored under 'theme', synced across tabs, and system
 * mode follows OS changes live.
 */
import { writeStorage } from './storage.js';

declare const __DEFAULT_MODE__: 'light' | 'dark';
declare const __RESPECT_SYSTEM__: boolean;

export type ColorChoice = 'system' | 'light' | 'dark';
const CHOICES: readonly ColorChoice[] = ['system', 'light', 'dark'];

/** Throws on a mode value the site does not know, as the spec requires. */
export function assertChoice(value: string): ColorChoice {
  if (!(CHOICES as readonly string[]).includes(value) || (value === 'system' && !__RESPECT_SYSTEM__)) {
    throw new Error(`Unexpected colour mode "${value}"; expected ${__RESPECT_SYSTEM__ ? 'system, light or dark' : 'light or dark'}.`);
  }
  return value as ColorChoice;
}

const query = () => window.matchMedia('(prefers-color-scheme: dark)');

function resolve(choice: ColorChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  const light = window.matchMedia('(prefers-color-scheme: light)').matches;
  return light ? 'light' : query().matches ? 'dark' : __DEFAULT_MODE__;
}

export function currentChoice(): ColorChoice {
  const attr = document.documentElement.getAttribute('data-theme-choice') ?? (__RESPECT_SYSTEM__ ? 'system' : __DEFAULT_MODE__);
  return assertChoice(attr);
}

/** Applies a choice to the page and the toggle's label. */
export function applyChoice(choice: ColorChoice): void {
  assertChoice(choice);
  const root = document.documentElement;
  root.setAttribute('data-theme-choice', choice);
  root.setAttribute('data-theme', resolve(choice));
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-color-toggle]')) {
    const label = `Switch colour mode (currently ${choice} mode)`;
    button.setAttribute('aria-label', label);
    button.title = `Colour mode: ${choice}`;
  }
}

/** The next choice in the cycle. */
export function nextChoice(choice: ColorChoice): ColorChoice {
  if (!__RESPECT_SYSTEM__) return choice === 'dark' ? 'light' : 'dark';
  return CHOICES[(CHOICES.indexOf(choice) + 1) % CHOICES.length]!;
}

export function setChoice(choice: ColorChoice): void {
  applyChoice(choice);
  writeStorage('theme', choice);
}

export function initColorMode(): void {
  applyChoice(currentChoice());
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-color-toggle]');
    if (button) setChoice(nextChoice(currentChoice()));
  });
  // Another tab changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key !== 'theme') return;
    const value = event.newValue ?? (__RESPECT_SYSTEM__ ? 'system' : __DEFAULT_MODE__);
    applyChoice(assertChoice(value));
  });
  // Follow the OS live while the choice is 'system'.
  query().addEventListener('change', () => {
    if (currentChoice() === 'system') applyChoice('system');
  });
}
