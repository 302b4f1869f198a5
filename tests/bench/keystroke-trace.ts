import type { Browser, Page } from 'playwright-core';
import { median } from './median';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
};
type Task = TraceEvent & { dur: number };

/** Medians over the keys traced, in ms. */
export type KeystrokeCost = { keys: number; keyTask: number; frame: number; cpu: number; wall: number };

/** The tasks a thread ran, outermost only: each event not inside the one before it. */
function outermost(events: Task[]): Task[] {
  const tasks: Task[] = [];
  let end = -Infinity;
  for (const event of [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (event.ts < end) continue;
    tasks.push(event);
    end = event.ts + event.dur;
  }
  return tasks;
}

/**
 * What each keystroke costs the page's main thread, read from a Chromium trace of `typing`: the CPU time of the task
 * that handles the key (editing, the page's own handler, style and layout) and of the frame after it (paint, layers,
 * commit), against the wall time from the start of the one to the end of the other. Beside other work the CPU time
 * stays what the page asks for; the wall time grows by the waits for a core.
 */
export async function traceKeystrokes(
  browser: Browser,
  page: Page,
  typing: () => Promise<void>,
): Promise<KeystrokeCost> {
  await browser.startTracing(page, {
    // ProxyMain::BeginMainFrame, the frame, is in cc.
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'cc'],
  });
  await typing();
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const inputs = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'input');
  const main = inputs[0];
  if (!main) throw new Error('the trace holds no input event: the typing reached no text field');
  const thread = events.filter(
    (e): e is Task => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number',
  );
  const tasks = outermost(thread);
  const frames = thread.filter((e) => e.name === 'ProxyMain::BeginMainFrame');
  const taskAt = (ts: number) => tasks.find((task) => task.ts <= ts && ts < task.ts + task.dur);
  const costs = inputs.flatMap((input) => {
    const keyTask = taskAt(input.ts);
    const frame = frames.find((f) => f.ts > input.ts);
    const frameTask = frame && taskAt(frame.ts);
    if (!keyTask || !frameTask) return [];
    const spanned = tasks.filter((task) => task.ts >= keyTask.ts && task.ts <= frameTask.ts);
    return [
      {
        keyTask: (keyTask.tdur ?? 0) / 1000,
        frame: (frameTask.tdur ?? 0) / 1000,
        cpu: spanned.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000,
        wall: (frameTask.ts + frameTask.dur - keyTask.ts) / 1000,
      },
    ];
  });
  if (costs.length === 0) throw new Error('the trace holds no key task followed by a frame');
  return {
    keys: costs.length,
    keyTask: median(costs.map((c) => c.keyTask)),
    frame: median(costs.map((c) => c.frame)),
    cpu: median(costs.map((c) => c.cpu)),
    wall: median(costs.map((c) => c.wall)),
  };
}
