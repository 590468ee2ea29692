/** The page-change progress bar: appears only when a navigation takes longer than 200 ms; no spinner. DOM only. */

const DELAY_MS = 200;

export interface ProgressBar {
  start(): void;
  done(): void;
}

export function createProgressBar(bar: HTMLElement | null): ProgressBar {
  let delay: ReturnType<typeof setTimeout> | undefined;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let width = 0;
  const set = (value: number) => {
    width = value;
    if (bar) bar.style.width = `${value}%`;
  };
  const stop = () => {
    clearTimeout(delay);
    clearInterval(trickle);
  };
  return {
    start() {
      stop();
      delay = setTimeout(() => {
        bar?.classList.add('active');
        set(15);
        // Creep towards 90% while waiting; the last stretch is covered on done().
        trickle = setInterval(() => set(width + (90 - width) * 0.1), 300);
      }, DELAY_MS);
    },
    done() {
      stop();
      if (!bar?.classList.contains('active')) return;
      set(100);
      delay = setTimeout(() => {
        bar.classList.remove('active');
        delay = setTimeout(() => set(0), 300);
      }, 200);
    },
  };
}
