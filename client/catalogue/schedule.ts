/** When the catalogue's background work runs: after the next paint, or in idle time between frames. */

export type Deadline = { timeRemaining: () => number };

// Idle time comes after the frame is painted; Safari 15 has no requestIdleCallback, so a timer with a short budget stands in.
const idleBudgetMs = 5;
export const whenIdle = (task: (deadline: Deadline) => void) => {
  if (window.requestIdleCallback) return window.requestIdleCallback(task, { timeout: 200 });
  return setTimeout(() => {
    const end = performance.now() + idleBudgetMs;
    task({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 1);
};

/** Runs `task` once the next frame has been painted. */
export const afterPaint = (task: () => void) => requestAnimationFrame(() => setTimeout(task, 0));
