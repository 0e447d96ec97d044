// What a club evening's table says of itself, whatever the game: the badge of the board in
// play ("Club evening · round 2 · board 5 (2 of 3)"), whether the table's round is over (its
// boards all played: back to the evening's page, never another game), the page it goes
// back to, and how the lobby's "Your tables" names a seat there. Pure functions, tested with
// Vitest; the words come from the catalogs through `say`.
import type { EveningBoard } from "./protocol";

/** A catalog's text with its parameters (the client's `t`). */
export type Say = (key: string, params?: Record<string, unknown>) => string;

/** The badge's words: "Club evening · round 2 · board 5 (2 of 3)". */
export function eveningBadgeText(board: EveningBoard, say: Say): string {
  return say("web.evening.badge", { round: board.round, board: board.board, index: board.index, count: board.count });
}

/** The badge's accessible name, said in full ("…, the table's board 2 of 3"). */
export function eveningBadgeLabel(board: EveningBoard, say: Say): string {
  return say("web.evening.badge_label", { round: board.round, board: board.board, index: board.index, count: board.count });
}

/** Whether an evening's table has played its boards: its match over, or the table finished. */
export function eveningRoundOver(state: { evening?: EveningBoard | null; phase: string; status: string }): boolean {
  return Boolean(state.evening) && (state.phase === "over" || state.status === "finished");
}

/** The evening's page, where its player learns where to go next. */
export function eveningAddress(evening: string): string {
  return `#/evening/${encodeURIComponent(evening)}`;
}

/** How "Your tables" names a seat at an evening's table ("Evening · round 2"); null for a
 *  seat of no evening. */
export function eveningSeatLine(seat: { evening?: string; round?: number }, say: Say): string | null {
  if (!seat.evening) return null;
  return seat.round ? say("web.evening.seat_line", { round: seat.round }) : say("web.evening.seat_line_plain");
}
