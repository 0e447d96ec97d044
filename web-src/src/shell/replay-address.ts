// The replay viewer's address and input, whatever the game: #match=ID&game=G&hand=H&play=P
// (a finished table's match at a place, counted from 1), #evening=ID&round=R&table=T&board=K
// (one board of a club evening, as that table played it) and a record file dropped on the page.

/** A match record, as far as any game's viewer first reads it: its game names its format. A
 *  match of several games lists them (`games`); one played at another game names that game
 *  (the Roman match's Briscola: `{"game": "briscola", …}` among Tressette's games). */
export interface MatchRecord {
  game: string;
  variant?: string;
  players?: string[];
  games?: { game?: string }[];
}

/** One game of a match record: its number (from 1) and the game it was played at. */
export interface MatchGame {
  number: number;
  game: string;
}

/** The games of a record, in order: a record without `games` is one game, its own. */
export function gamesOf(record: MatchRecord): MatchGame[] {
  if (!Array.isArray(record.games) || !record.games.length) return [{ number: 1, game: record.game }];
  return record.games.map((entry, index) => ({ number: index + 1, game: entry?.game ?? record.game }));
}

/** Game `number` of `record` played at another game, as a record of that game (its players
 *  the match's), for that game's viewer; null when that game is the record's own or unknown. */
export function otherGameRecord(record: MatchRecord, number: number): MatchRecord | null {
  const entry = record.games?.[number - 1];
  if (!entry?.game || entry.game === record.game) return null;
  return { ...entry, game: entry.game, ...(record.players ? { players: record.players } : {}) };
}

/** A place of another game of the match that a viewer asks the page to go to (a step past
 *  its own game's first or last card): `hand` and `play` beyond the game's last mean its end. */
export const REPLAY_GO = "replay-go";

/** The hand and play that mean "the end of the game" in a place asked for. */
export const GAME_END = 9999;

/** The event a viewer sends up to be taken to another game's place. */
export function replayGo(place: ReplayStart): CustomEvent<ReplayStart> {
  return new CustomEvent(REPLAY_GO, { detail: place, bubbles: true, composed: true });
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

/** A board of a club evening as one table played it. */
export interface EveningBoard {
  evening: string;
  round: number;
  table: number;
  board: number;
}

/** What an address asks the viewer for: `#evening=ID&round=R&table=T&board=K` (null: not
 *  an evening's board, or a number missing). */
export function eveningBoardAddress(hash: string): EveningBoard | null {
  const query = new URLSearchParams(hash.replace(/^#\/?/, ""));
  const evening = query.get("evening");
  if (!evening) return null;
  const [round, table, board] = ["round", "table", "board"].map((key) => Number.parseInt(query.get(key) ?? "", 10));
  if (![round, table, board].every((n) => Number.isInteger(n) && n >= 1)) return null;
  return { evening, round, table, board };
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
