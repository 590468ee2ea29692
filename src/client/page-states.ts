/** Renders the transient states into the main column: loading spinner, load error with Retry, crash page. */
import { stateTemplates } from './settings.js';

function mainColumn(): HTMLElement {
  const main = document.getElementById('main-content');
  if (!main) throw new Error('The page has no #main-content element.');
  return main;
}

export function showLoading(): void {
  mainColumn().innerHTML = stateTemplates().loading;
}

/** Error text and a Retry button that calls `retry`. */
export function showLoadError(retry: () => void): void {
  const main = mainColumn();
  main.innerHTML = stateTemplates().loadError;
  main.querySelector('[data-retry]')?.addEventListener('click', retry, { once: true });
}

/** The messages of an error and its causes, outermost first. */
export function errorMessages(error: unknown): string[] {
  const messages: string[] = [];
  for (let e: unknown = error; e !== undefined && e !== null && messages.length < 8; e = e instanceof Error ? e.cause : undefined) {
    messages.push(e instanceof Error ? e.message : String(e));
  }
  return messages;
}

/** The crash page ('Page Error' title); 'Try again' calls `tryAgain`. */
export function showCrash(error: unknown, tryAgain: () => void): void {
  const main = mainColumn();
  main.innerHTML = stateTemplates().crash;
  document.title = main.querySelector('[data-document-title]')?.getAttribute('data-document-title') || 'Page Error';
  const [message = 'Unknown error', ...causes] = errorMessages(error);
  const slot = main.querySelector('[data-crash-message]');
  if (slot) slot.textContent = message;
  const list = main.querySelector('[data-crash-causes]');
  for (const cause of causes) {
    const item = document.createElement('li');
    item.textContent = `Cause: ${cause}`;
    list?.append(item);
  }
  main.querySelector('[data-try-again]')?.addEventListener('click', tryAgain, { once: true });
}
