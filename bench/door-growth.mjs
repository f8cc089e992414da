// How a door's cost grows with the data: its warm time on `factor` times the year against the
// year's, on PostgreSQL, as the exponent of the growth (t ∝ rows^e). e < 0.15 (under 1.4 times at
// 10×), or within FLAT_BELOW_MS either way: flat; e ≥ 0.7 (5 times or more at 10×): linear;
// between: logarithmic (sub-linear). A coarse line, not a fit: two points on a shared machine.
// Warm medians of one door swing by tens of ms from run to run here: less is not growth.
const FLAT_BELOW_MS = 25;

export function doorGrowth(baseDoors, grownDoors, factor) {
  return baseDoors.map((base) => {
    const grown = grownDoors.find((door) => door.name === base.name);
    if (!grown) return { name: base.name, growth: null };
    const ratio = grown.warmMs / Math.max(1, base.warmMs);
    const exponent = Math.log(Math.max(ratio, 1)) / Math.log(factor);
    const growth =
      grown.warmMs - base.warmMs < FLAT_BELOW_MS || exponent < 0.15
        ? 'flat'
        : exponent >= 0.7
          ? 'linear'
          : 'logarithmic';
    return {
      name: base.name,
      warmMs: base.warmMs,
      grownWarmMs: grown.warmMs,
      grownColdMs: grown.coldMs,
      ratio: +ratio.toFixed(2),
      growth,
    };
  });
}
