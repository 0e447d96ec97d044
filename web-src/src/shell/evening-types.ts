// What the club evenings' routes answer (docs/interfaces.md, "Club evenings", "Server (HTTP,
// JSON)"): EVENING as play/evening/live_views.py's `public_json` writes it, the evening record
// and the answers of creating and joining. Written by hand: http-types.ts is generated from
// the server's schemas, which do not describe these routes yet.
import type { MatchRecord } from "./replay-address";

export type EveningFormat = "howell" | "mitchell" | "swiss" | "roundrobin";
export type EveningStatus = "waiting" | "playing" | "finished";
export type Direction = "ns" | "ew";

/** An entry (a pair, or a player alone): its people, the computer that plays the seats no
 *  person holds (an `ai:NAME` entry's NAME; an open one's once the evening starts), and how
 *  many places are still open while the evening waits. */
export interface EveningEntry {
  id: number;
  name: string | null;
  people: string[];
  computer: string | null;
  open: number;
}

/** A table of a round: the entries sitting ns and ew, its boards in play order, its server
 *  table (null until the round is made) and how many of its boards are finished. */
export interface EveningTable {
  table: number;
  ns: number;
  ew: number;
  boards: number[];
  table_id: string | null;
  played: number;
}

export interface EveningRound {
  round: number;
  sitout: number[];
  tables: EveningTable[];
}

/** One board of a duplicate ROW. */
export interface DuplicateBoard {
  board: number;
  round: number;
  table: number;
  direction: Direction;
  net: number;
  matchpoints: number;
  max: number;
  diff: number;
}

export interface DuplicateRow {
  entry: number;
  rank: number;
  matchpoints: number;
  max: number;
  percent: number | null;
  diff: number;
  boards: DuplicateBoard[];
}

/** One match of a matches ROW: `points` is [its own, the opponent's]. */
export interface MatchResult {
  round: number;
  table: number;
  opponent: number;
  direction: Direction;
  points: [number, number];
  result: "won" | "drawn" | "lost";
}

export interface MatchesRow {
  entry: number;
  rank: number;
  score: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  points_for: number;
  points_against: number;
  matches: MatchResult[];
}

export type Standings = { scoring: "matchpoints"; entries: DuplicateRow[] } | { scoring: "matches"; entries: MatchesRow[] };

/** Where the holder of a player's token plays the round in play (null: nowhere now). */
export interface EveningYou {
  entry: number;
  table_id: string | null;
  seat: number | null;
}

/** `GET /api/evenings/{id}[?token=]`. */
export interface Evening {
  id: string;
  game: string;
  variant: string | null;
  options: Record<string, unknown>;
  format: EveningFormat;
  boards: number;
  round_count: number;
  seconds_per_board: number;
  invite: boolean;
  rated: boolean;
  sit_and_go?: boolean;
  status: EveningStatus;
  /** The round in play (or the last one played); null before the first. */
  round: number | null;
  entries: EveningEntry[];
  rounds: EveningRound[];
  standings: Standings;
  you?: EveningYou;
}

/** `POST /api/evenings` (201). */
export interface NewEveningAnswer {
  id: string;
  director_token: string;
  join_url: string;
  evening: Evening;
}

/** `POST /api/evenings/{id}/join`. */
export interface JoinedEvening {
  entry: number;
  token: string;
}

/** A table of a round of the record: only the boards finished everywhere while it plays. */
export interface RecordTable {
  table: number;
  ns: number;
  ew: number;
  boards: number[];
  records: MatchRecord[];
}

/** `GET /api/evenings/{id}/record`: the evening record. */
export interface EveningRecord {
  kind: "evening";
  game: string;
  variant: string | null;
  options: Record<string, unknown>;
  format: EveningFormat;
  seed: number | null;
  entries: { id: number; name: string; players: string[] }[];
  boards: { board: number }[];
  rounds: { round: number; sitout: number[]; tables: RecordTable[] }[];
  standings: Standings;
}
