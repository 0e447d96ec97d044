// The shapes the server sends (docs/protocol.md), by the names the client uses. The
// WebSocket's are generated from the protocol's JSON Schema into protocol-types.ts
// (scripts/protocol_ts.py), the HTTP routes' answers from the server's OpenAPI schema into
// http-types.ts (scripts/http_ts.py).
import type { GameInfo, TableSummary } from "../http-types";
import type { Presence, ServerMessage, StateMessage } from "../protocol-types";

export type * from "../http-types";
export type * from "../protocol-types";
export type { Reasons as SeatReasons } from "../protocol-types";

/** An answer to one client message (an ack, or what the message asked for). */
export type Answer = Exclude<ServerMessage, StateMessage | Presence | { type: "error" }>;

/** The scores so far, as a table's snapshots and the lobby show them (by its game). */
export type MatchSummary = StateMessage["match"];

/** A table as `GET /api/tables` lists it, its score typed as its game's snapshots show it. */
export interface TableListing extends Omit<TableSummary, "score"> {
  score: MatchSummary;
}

/** What the options form needs of a game: its presets and the kinds of its options. */
export type OptionsInfo = Pick<GameInfo, "variants" | "options"> & { game?: string };
