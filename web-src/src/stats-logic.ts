// Numbers for the statistics page: the running win rate over a player's matches.

export interface Result {
  at: string;
  won: boolean;
  mode: string;
  variant: string;
}

export interface Point {
  index: number;
  won: boolean;
  /** Share of matches won up to and including this one. */
  rate: number;
}

/** The running win rate after each match, oldest first. */
export function runningRate(history: readonly Result[]): Point[] {
  const ordered = [...history].sort((a, b) => a.at.localeCompare(b.at));
  let wins = 0;
  return ordered.map((result, index) => {
    if (result.won) wins += 1;
    return { index, won: result.won, rate: wins / (index + 1) };
  });
}

/** An SVG path through the points in a `width` x `height` box (rate 1 at the top). */
export function ratePath(points: readonly Point[], width: number, height: number): string {
  if (!points.length) return "";
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  return points
    .map((p, i) => `${i === 0 ? "M" : "L"}${(p.index * step).toFixed(1)},${((1 - p.rate) * height).toFixed(1)}`)
    .join(" ");
}

/** "62%" (or "–" with no matches). */
export function percent(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? "–" : `${Math.round(rate * 100)}%`;
}
