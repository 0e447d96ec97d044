// Which page an address shows: #/ (lobby), #/join/ID (the lobby at an invitation's table),
// #/table/ID, #/watch/ID (watching a table as a spectator), #/settings, #/stats, #/help and
// #/help/GAME (that game's rules first), and the replay viewer: #match=ID&game=G&hand=H&play=P
// (a finished table's match at a place, counted from 1) or #/replay (a record file).

import { replayAddress } from "./replay-address";

export type Route =
  | { page: "lobby"; joining?: string }
  | { page: "table"; id: string }
  | { page: "watch"; id: string }
  | { page: "replay"; match: string | null; game: number; hand: number; play: number }
  | { page: "settings" }
  | { page: "stats" }
  | { page: "help"; game?: string };

/** The page an address shows. */
export function parseRoute(hash: string): Route {
  const replay = replayAddress(hash);
  if (replay) return { page: "replay", ...replay };
  const parts = hash.replace(/^#\/?/, "").split("/").filter(Boolean);
  if (parts[0] === "table" && parts[1]) return { page: "table", id: decodeURIComponent(parts[1]) };
  if (parts[0] === "watch" && parts[1]) return { page: "watch", id: decodeURIComponent(parts[1]) };
  if (parts[0] === "join" && parts[1]) return { page: "lobby", joining: decodeURIComponent(parts[1]) };
  if (parts[0] === "replay") return { page: "replay", match: null, game: 1, hand: 1, play: 0 };
  if (parts[0] === "settings") return { page: "settings" };
  if (parts[0] === "stats") return { page: "stats" };
  if (parts[0] === "help") return parts[1] ? { page: "help", game: decodeURIComponent(parts[1]) } : { page: "help" };
  return { page: "lobby" };
}

/** Whether going from `before` to `after` opens another page (a new screen starts at its top),
 *  rather than showing the same one otherwise (the lobby at an invitation, another help section). */
export function opensAnotherPage(before: Route, after: Route): boolean {
  if (before.page !== after.page) return true;
  if (before.page === "replay" && after.page === "replay") return before.match !== after.match;
  return (before.page === "table" || before.page === "watch") && after.page === before.page && before.id !== after.id;
}
