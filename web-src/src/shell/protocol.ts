// The shapes the server sends (docs/protocol.md). The WebSocket's are generated from the
// protocol's JSON Schema into protocol-types.ts (scripts/protocol_ts.py); the HTTP answers
// below are written by hand.
import type { Presence, ServerMessage, StateMessage } from "../protocol-types";

export type * from "../protocol-types";
export type { Reasons as SeatReasons } from "../protocol-types";

/** An answer to one client message (an ack, or what the message asked for). */
export type Answer = Exclude<ServerMessage, StateMessage | Presence | { type: "error" }>;

/** The scores so far, as a table's snapshots and the lobby show them (by its game). */
export type MatchSummary = StateMessage["match"];

/** A table as `GET /api/tables` lists it. */
export interface TableListing {
  id: string;
  game: string;
  variant: string;
  options: Record<string, unknown>;
  seats: { seat: number; kind: string; name: string | null; ai: string | null; connected?: boolean }[];
  status: "waiting" | "playing" | "finished" | "broken";
  training: boolean;
  /** Whether people who hold no seat may watch it (its creator's choice; true when left out). */
  spectators?: boolean;
  /** How many watch it now. */
  watching?: number;
  ai_delay_ms: number;
  score?: MatchSummary;
}

/** How the options form draws one option of a game. */
export interface OptionSpec {
  key: string;
  kind: "number" | "choice" | "switch";
  choices?: unknown[];
  min?: number;
  max?: number;
  nullable?: boolean;
}

/** `GET /api/games/{name}`: what the browser needs to offer a game (its presets, the kinds of
 *  its options and, for the games that have them, its seat counts and AI players). */
export interface GameInfo {
  game: string;
  variants: { name: string; options: Record<string, unknown> }[];
  options: OptionSpec[];
  seats?: number[];
  players?: string[];
}

/** What the options form needs of a game: its presets and the kinds of its options. */
export type OptionsInfo = Pick<GameInfo, "variants" | "options">;

/** One game of `GET /api/games`: its name, presets and seat counts, in menu order. */
export interface GameListing {
  name: string;
  variants: string[];
  seats: number[];
}

/** A season of a leaderboard that has them. */
export interface BoardSeason {
  name: string;
  from: string;
  to: string;
}

/** A player on a leaderboard: rank and nickname, then the game's own numbers (a rating and
 *  games; or points, matches and wins). */
export interface BoardRow {
  rank: number;
  id: string;
  nickname: string;
  [column: string]: number | string;
}

/** `GET /api/leaderboard?game=NAME`: the board as the game ranks its players, with what it
 *  was asked for (a variant, or a mode and a season with the seasons there are). */
export interface Leaderboard {
  game: string;
  variant?: string;
  mode?: string;
  season?: string | null;
  seasons?: BoardSeason[];
  players: BoardRow[];
}
