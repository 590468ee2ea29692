/** Copy buttons of code blocks: copy the code's text and confirm with 'Copied' for two seconds. DOM only. */

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied (no permission, insecure context): fall back to a selection copy.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('The browser refused to copy.');
}

export function initCopyButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('.copy-button');
    const code = button?.closest('.code-block')?.querySelector('pre code');
    if (!button || !code) return;
    const label = (button.dataset.label ??= button.textContent ?? 'Copy');
    const show = (text: string) => {
      button.textContent = text;
      button.classList.toggle('copied', text === 'Copied');
      setTimeout(() => {
        button.textContent = label;
        button.classList.remove('copied');
      }, 2000);
    };
    copyText(code.textContent ?? '').then(
      () => show('Copied'),
      (error: unknown) => {
        console.error('mistdocs: could not copy the code.', error);
        show('Copy failed');
      },
    );
  });
}
