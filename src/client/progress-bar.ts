// The route-change progress bar (nprogress defaults): shown only when a navigation takes longer than 200 ms.
const DELAY_MS = 200;
const MINIMUM = 0.08;
const SPEED_MS = 200;
const TRICKLE_RATE = 0.02;
const TRICKLE_SPEED_MS = 800;

export interface ProgressBar {
  /** Call when a navigation starts; returns the function to call when it ends. */
  start(): () => void;
}

export function createProgressBar(): ProgressBar {
  let bar: HTMLDivElement | undefined;
  let value = 0;
  let trickle: number | undefined;

  const render = () => {
    if (!bar) return;
    bar.style.transform = `translateX(${(value - 1) * 100}%)`;
  };
  const show = () => {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('data-route-progress', '');
    bar.style.transitionDuration = `${SPEED_MS}ms`;
    document.body.append(bar);
    value = MINIMUM;
    render();
    trickle = window.setInterval(() => {
      value = Math.min(value + Math.random() * TRICKLE_RATE * 4 * (1 - value), 0.994);
      render();
    }, TRICKLE_SPEED_MS);
  };
  const finish = () => {
    window.clearInterval(trickle);
    const finished = bar;
    bar = undefined;
    if (!finished) return;
    // The page's body may have been replaced while the bar ran.
    if (!finished.isConnected) document.body.append(finished);
    value = 1;
    finished.style.transform = 'translateX(0)';
    window.setTimeout(() => {
      finished.style.opacity = '0';
      window.setTimeout(() => finished.remove(), SPEED_MS);
    }, SPEED_MS);
  };

  return {
    start() {
      const timer = window.setTimeout(show, DELAY_MS);
      return () => {
        window.clearTimeout(timer);
        finish();
      };
    },
  };
}
