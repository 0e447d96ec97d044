// Which page an address shows: #/ (lobby), #/join/ID (the lobby at an invitation's table),
// #/table/ID, #/watch/ID (watching a table as a spectator), #/settings, #/stats, #/help and
// #/help/GAME (that game's rules first), and the replay viewer: #match=ID&game=G&hand=H&play=P
// (a finished table's match at a place, counted from 1), #evening=ID&round=R&table=T&board=K
// (a board of a club evening) or #/replay (a record file); and the club evenings: #/evening/new
// (the director's form), #/evening/ID and #/evening/ID/CODE (an invitation's link), and
// #/evening/ID/board/K (every table's result on board K).

import { eveningBoardAddress, replayAddress, type EveningBoard } from "./replay-address";

export type Route =
  | { page: "lobby"; joining?: string }
  | { page: "table"; id: string }
  | { page: "watch"; id: string }
  | { page: "replay"; match: string | null; game: number; hand: number; play: number; evening?: EveningBoard }
  | { page: "evening-new" }
  | { page: "evening"; id: string; code: string | null }
  | { page: "evening-board"; id: string; board: number }
  | { page: "settings" }
  | { page: "stats" }
  | { page: "help"; game?: string };

/** The page an address shows. */
export function parseRoute(hash: string): Route {
  const replay = replayAddress(hash);
  if (replay) return { page: "replay", ...replay };
  const board = eveningBoardAddress(hash);
  if (board) return { page: "replay", match: null, game: 1, hand: 1, play: 0, evening: board };
  const parts = hash.replace(/^#\/?/, "").split("/").filter(Boolean);
  if (parts[0] === "table" && parts[1]) return { page: "table", id: decodeURIComponent(parts[1]) };
  if (parts[0] === "watch" && parts[1]) return { page: "watch", id: decodeURIComponent(parts[1]) };
  if (parts[0] === "join" && parts[1]) return { page: "lobby", joining: decodeURIComponent(parts[1]) };
  if (parts[0] === "evening") return eveningRoute(parts.slice(1).map(decodeURIComponent));
  if (parts[0] === "replay") return { page: "replay", match: null, game: 1, hand: 1, play: 0 };
  if (parts[0] === "settings") return { page: "settings" };
  if (parts[0] === "stats") return { page: "stats" };
  if (parts[0] === "help") return parts[1] ? { page: "help", game: decodeURIComponent(parts[1]) } : { page: "help" };
  return { page: "lobby" };
}

/** An evening's page from the address's parts after `evening/` (the lobby for none). */
function eveningRoute(parts: string[]): Route {
  const [id, next, board] = parts;
  if (!id) return { page: "lobby" };
  if (id === "new") return { page: "evening-new" };
  if (next === "board") {
    const number = Number.parseInt(board ?? "", 10);
    return Number.isInteger(number) && number >= 1 ? { page: "evening-board", id, board: number } : { page: "evening", id, code: null };
  }
  return { page: "evening", id, code: next ?? null };
}

/** Whether going from `before` to `after` opens another page (a new screen starts at its top),
 *  rather than showing the same one otherwise (the lobby at an invitation, another help section). */
export function opensAnotherPage(before: Route, after: Route): boolean {
  if (before.page !== after.page) return true;
  if (before.page === "replay" && after.page === "replay") return before.match !== after.match || before.evening?.evening !== after.evening?.evening;
  if (before.page === "evening" && after.page === "evening") return before.id !== after.id;
  if (before.page === "evening-board" && after.page === "evening-board") return before.id !== after.id || before.board !== after.board;
  return (before.page === "table" || before.page === "watch") && after.page === before.page && before.id !== after.id;
}
