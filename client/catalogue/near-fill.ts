/** Categories scrolled near are filled one per frame: a frame never lays out hundreds of new rows, so a keystroke never waits. */
import { afterPaint } from './schedule';

export type NearFill = ReturnType<typeof nearFill>;

export function nearFill() {
  const pending = new Map<Element, () => void>();
  const nearQueue: Element[] = [];
  // Categories that came while held, observed on `resume`: a keystroke's path observes nothing new.
  const unobserved = new Set<Element>();
  let held = false;
  const fillNext = () => {
    if (held) return;
    const target = nearQueue.shift();
    if (!target) return;
    pending.get(target)?.();
    if (nearQueue.length > 0) afterPaint(fillNext);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const idle = nearQueue.length === 0;
      for (const entry of entries) if (entry.isIntersecting) nearQueue.push(entry.target);
      if (idle && nearQueue.length > 0) fillNext();
    },
    { rootMargin: '800px 0px' },
  );
  return {
    /** Runs `fill` once `target` scrolls near; while held, the target is first observed on `resume`. */
    whenNear(target: Element, fill: () => void): void {
      pending.set(target, fill);
      if (held) unobserved.add(target);
      else observer.observe(target);
    },
    /** `target` no longer waits to be filled. */
    forget(target: Element): void {
      pending.delete(target);
      observer.unobserve(target);
    },
    /**
     * Fills and observes nothing until `resume`: while the visitor types, a frame between two keystrokes keeps the
     * browser painting at its frame rate, and the next keystroke then waits for that frame's slot.
     */
    hold(): void {
      held = true;
    },
    /** Observes the categories that came meanwhile and fills what scrolled near, one per frame as before the hold. */
    resume(): void {
      held = false;
      for (const target of unobserved) if (pending.has(target)) observer.observe(target);
      unobserved.clear();
      fillNext();
    },
    /** Drops what was forgotten from the queue of categories scrolled near and from those not yet observed. */
    prune(): void {
      nearQueue.splice(0, nearQueue.length, ...nearQueue.filter((target) => pending.has(target)));
      for (const target of unobserved) if (!pending.has(target)) unobserved.delete(target);
    },
  };
}
