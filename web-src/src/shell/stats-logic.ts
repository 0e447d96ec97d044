// Numbers for the statistics page: the running win rate over a player's matches, and
// partners named as the table names them.
import { strengthOf } from "./table-logic";

export interface Result {
  at: string;
  won: boolean;
  /** The player left and the computer finished the match (a loss). */
  left?: boolean;
  mode: string;
  variant: string;
}

/** How a match ended for the player: won, lost, or left to the computer. */
export type Outcome = "won" | "lost" | "left";

export interface Point {
  index: number;
  won: boolean;
  outcome: Outcome;
  /** Share of matches won up to and including this one. */
  rate: number;
}

/** The running win rate after each match, oldest first. */
export function runningRate(history: readonly Result[]): Point[] {
  const ordered = [...history].sort((a, b) => a.at.localeCompare(b.at));
  let wins = 0;
  return ordered.map((result, index) => {
    if (result.won) wins += 1;
    const outcome: Outcome = result.left ? "left" : result.won ? "won" : "lost";
    return { index, won: result.won, outcome, rate: wins / (index + 1) };
  });
}

/** A partner as the table shows seats: a person's nickname, or the computer's strength
 *  ("Computer (club)") for the `AI NAME` the server records. */
export function partnerName(partner: string, say: (key: string) => string, has: (key: string) => boolean): string {
  const ai = /^AI(?: (\S+))?$/.exec(partner);
  return ai ? strengthOf(ai[1] ?? null, say, has) : partner;
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

/** The numbers a leaderboard's rows may hold, in the order their columns are drawn, each
 *  with the catalog key of its heading (`mu`: a rated board's skill, drawn with its
 *  uncertainty `sigma`). */
export const BOARD_COLUMNS: readonly { key: string; label: string }[] = [
  { key: "rating", label: "web.stats.rating" },
  { key: "mu", label: "web.stats.skill" },
  { key: "points", label: "web.stats.points" },
  { key: "games", label: "web.stats.games" },
  { key: "matches", label: "web.stats.games" },
  { key: "wins", label: "web.stats.wins" },
];

/** The columns of a board after the rank and the nickname: those its rows hold. */
export function boardColumns(players: readonly Record<string, unknown>[]): { key: string; label: string }[] {
  return BOARD_COLUMNS.filter((column) => players.some((row) => typeof row[column.key] === "number"));
}

/** What a board's answer says it was chosen by, each a menu above it: a `variant`; a `mode`;
 *  a `season` (when the answer lists the seasons). */
export function boardChoices(board: { variant?: unknown; mode?: unknown; season?: unknown; seasons?: unknown }): ("variant" | "mode" | "season")[] {
  const choices: ("variant" | "mode" | "season")[] = [];
  if (typeof board.variant === "string") choices.push("variant");
  if (typeof board.mode === "string") choices.push("mode");
  if (Array.isArray(board.seasons)) choices.push("season");
  return choices;
}

/** A board's number in a row as the table writes it: ratings as whole numbers, the skill
 *  with its uncertainty ("31.2 ± 2.4"). */
export function boardCell(key: string, row: Readonly<Record<string, unknown>>): string {
  const value = row[key];
  if (typeof value !== "number") return "";
  if (key === "rating") return String(Math.round(value) + 0); // never "-0"
  if (key === "mu") {
    const sigma = row.sigma;
    return typeof sigma === "number" ? `${value.toFixed(1)} ± ${sigma.toFixed(1)}` : value.toFixed(1);
  }
  return String(value);
}

/** What a screen reader says of a skill cell ("skill 31.2, uncertainty 2.4"), or null for
 *  any other cell; `say` looks a catalog key up. */
export function boardCellLabel(
  key: string,
  row: Readonly<Record<string, unknown>>,
  say: (key: string, values: Record<string, string>) => string,
): string | null {
  const { mu, sigma } = row;
  if (key !== "mu" || typeof mu !== "number" || typeof sigma !== "number") return null;
  return say("web.stats.skill_label", { mu: mu.toFixed(1), sigma: sigma.toFixed(1) });
}
