// The shapes the server sends (docs/protocol.md). The WebSocket's are generated from the
// protocol's JSON Schema into protocol-types.ts (scripts/protocol_ts.py); the HTTP answers
// below are written by hand.
import type { Presence, ServerMessage, StateMessage, Text } from "./protocol-types";

export type * from "./protocol-types";
export type {
  Reasons as SeatReasons,
  TressetteAccusa as Accusa,
  TressetteHandResult as HandResult,
  TressettePlay as Play,
  TressetteState as TableState,
  TressetteViewJson as View,
} from "./protocol-types";

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
