// The shapes the server sends (docs/protocol.md): snapshots, seats, views and summaries.

export interface Text {
  it: string;
  en: string;
}

export interface Play {
  seat: number;
  card: string;
  signals: string[];
}

export interface Accusa {
  seat: number;
  points: number;
  kind?: string;
  suit?: string;
}

export interface View {
  game: "tressette";
  options: Record<string, unknown> & { signals: string; target: number; best_of: number };
  seat: number;
  dealer: number;
  hand: string[];
  plays: Play[];
  accuse: Accusa[];
  score: [number, number];
  legal: string[];
  wins: [number, number];
  target: number;
  to_move: number | null;
  /** Training tables: every seat's cards. */
  hands?: string[][];
  all_accuse?: Accusa[];
}

export interface SeatInfo {
  seat: number;
  kind: "human" | "open" | "ai";
  name: string | null;
  ai: string | null;
  connected: boolean;
}

export interface HandResult {
  thirds: [number, number];
  last_trick: number | null;
  card_points: [number, number];
  accuse_points: [number, number];
  points: [number, number];
  cappotto: number | null;
}

export interface MatchSummary {
  games: { score: [number, number]; winner: number | null; ended_by: string }[];
  score: [number, number];
  wins: [number, number];
  winner: number | null;
}

export interface Reason {
  code: string;
  [fact: string]: unknown;
}

export interface SeatReasons {
  seat: number;
  card: string;
  reasons: Reason[];
  text: Text;
}

export type Phase = "waiting" | "play" | "trick_stop" | "hand_over" | "over";

export interface TableState {
  type: "state";
  v: number;
  seq: number;
  table: string;
  you: number;
  status: "waiting" | "playing" | "finished";
  phase: Phase;
  training: boolean;
  seats: SeatInfo[];
  view: View | null;
  last_trick: { plays: Play[]; winner: number } | null;
  hand_summary: { result: HandResult; score: [number, number] } | null;
  match: MatchSummary;
  ready: number[];
  reasons: SeatReasons[];
}

export interface Suggestion {
  type: "suggestion";
  id: number | string | null;
  card: string;
  signals: string[];
  reasons: Reason[];
  text: Text;
}

export interface ErrorMessage {
  type: "error";
  id: number | string | null;
  code: string;
  message: string;
  message_it: string;
}

export interface Ack {
  type: "ack";
  id: number | string | null;
}

/** Someone connected to a seat or went away: that seat as everyone sees it now. */
export interface Presence {
  type: "presence";
  v: number;
  seat: SeatInfo;
}

export type ServerMessage = TableState | Presence | Suggestion | ErrorMessage | Ack;

/** A table as `GET /api/tables` lists it. */
export interface TableListing {
  id: string;
  game: string;
  variant: string;
  options: Record<string, unknown>;
  seats: { seat: number; kind: string; name: string | null; ai: string | null; connected?: boolean }[];
  status: "waiting" | "playing" | "finished" | "broken";
  training: boolean;
  ai_delay_ms: number;
  score?: MatchSummary;
}

export interface SignalInfo {
  id: string;
  dialect: string | null;
  companion: boolean;
  name: Text;
  meaning: Text;
}

export interface GameInfo {
  game: "tressette";
  variants: { name: string; options: Record<string, unknown> }[];
  options: { key: string; kind: "number" | "choice" | "switch"; choices?: unknown[]; min?: number; max?: number; nullable?: boolean }[];
  last_signal_trick: number;
  vocabularies: Record<string, { who: "leader" | "any"; signals: SignalInfo[] }>;
}

/** What the options form needs of a game: its presets and the kinds of its options. */
export type OptionsInfo = Pick<GameInfo, "variants" | "options">;

/** `GET /api/games/pinnacola`: the preset, the options, seat counts and AI player names. */
export interface PinnacolaInfo extends OptionsInfo {
  game: "pinnacola";
  seats: number[];
  players: string[];
}
