/** Above this size a total counts up in two stages (spec 01 §9). */
const twoStageThreshold = 10;
/** The first, fast stage reaches this share of the total… */
const fastStageShare = 0.9;
/** …in this share of the animation's time; the rest eases into the exact value. */
const fastStageTime = 0.4;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The number a count-up towards `target` shows `elapsed` ms into an animation of `duration` ms:
 * from 0, ending exactly at `target`. Totals above 10 (in size) rush linearly to 90 % and then
 * ease to the value; smaller ones ease all the way.
 */
export function countUpValue(target: number, elapsed: number, duration: number): number {
  const t = duration > 0 ? Math.min(Math.max(elapsed / duration, 0), 1) : 1;
  if (t === 1) return target;
  if (Math.abs(target) <= twoStageThreshold) return target * easeOutCubic(t);
  if (t < fastStageTime) return target * fastStageShare * (t / fastStageTime);
  const rest = (t - fastStageTime) / (1 - fastStageTime);
  return target * (fastStageShare + (1 - fastStageShare) * easeOutCubic(rest));
}
