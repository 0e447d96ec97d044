// The replay viewer's address and input, whatever the game: #match=ID&game=G&hand=H&play=P
// (a finished table's match at a place, counted from 1) and a record file dropped on the page.

/** A match record, as far as any game's viewer first reads it: its game names its format. */
export interface MatchRecord {
  game: string;
  variant?: string;
  players?: string[];
}

/** Where a replay opens: game, hand and play (0: the deal), counted from 1. */
export interface ReplayStart {
  game: number;
  hand: number;
  play: number;
}

/** What an address asks the viewer for: `#match=ID&game=G&hand=H&play=P` (null: not a replay). */
export function replayAddress(hash: string): { match: string; game: number; hand: number; play: number } | null {
  const query = new URLSearchParams(hash.replace(/^#\/?/, ""));
  const match = query.get("match");
  if (!match) return null;
  const number = (key: string, otherwise: number): number => {
    const value = Number.parseInt(query.get(key) ?? "", 10);
    return Number.isFinite(value) ? value : otherwise;
  };
  return { match, game: number("game", 1), hand: number("hand", 1), play: number("play", 0) };
}

/** The address of a place of a table's match (`start`: the deal of its first hand). */
export function replayLink(match: string, start: ReplayStart = { game: 1, hand: 1, play: 0 }): string {
  return `#match=${encodeURIComponent(match)}&game=${start.game}&hand=${start.hand}&play=${start.play}`;
}

/** The first record of a `.jsonl` file's text (or of one JSON object): null if none. */
export function firstRecord(text: string): MatchRecord | null {
  const line = text.split("\n").find((l) => l.trim());
  if (!line) return null;
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === "object" && !Array.isArray(value) && typeof (value as MatchRecord).game === "string" ? (value as MatchRecord) : null;
  } catch {
    return null;
  }
}
