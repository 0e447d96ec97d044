// The replay of a game stepped turn by turn (Briscola, Pinnacola): each game turns its match
// record into frames — after the deal, then after every step: what each seat held, what lay
// on the table, the score — and one viewer (components/steps-replay.ts) steps through them.
import { t } from "./i18n";

/** Cards shown together on the table: a trick, the pile, a meld… (`seat`: whose, if any). */
export interface CardGroup {
  title: string;
  cards: string[];
  seat?: number | null;
}

/** The two sides of a table of `players` as the viewer places them: the first seat's
 *  ("South", or "South–North" at four) and the other ("North", "East–West"). */
export function sideNames(players: number): [string, string] {
  return players === 4 ? [t("web.watch.side_ns"), t("web.watch.side_ew")] : [t("web.place.south"), t("web.place.north")];
}

/** How a seat is named in the frames' sentences. */
export type SeatName = (seat: number) => string;

/** The table after one step of a hand (`play` 0: as dealt). */
export interface ReplayFrame {
  /** The hand, counted from 1. */
  hand: number;
  /** The step, counted from 1 (0: the deal). */
  play: number;
  /** Who moved (null: the deal). */
  seat: number | null;
  /** What happened, in words. */
  says: string;
  /** What each seat held after it. */
  held: string[][];
  /** What lay on the table after it. */
  groups: CardGroup[];
  /** The score after it, in words. */
  score: string;
}

/** The frame to open at: the first of hand `hand` whose step is `play` (clamped to the hand's
 *  last step, and to the last hand). */
export function frameAt(frames: readonly ReplayFrame[], hand: number, play: number): number {
  const last = frames.reduce((at, frame) => (frame.hand <= hand ? frames.indexOf(frame) : at), 0);
  const first = frames.findIndex((frame) => frame.hand === frames[last]?.hand);
  const exact = frames.findIndex((frame, index) => index >= first && index <= last && frame.play === play);
  return exact >= 0 ? exact : play > 0 ? last : Math.max(first, 0);
}

/** The index a move of the viewer goes to: `step` frames on (within the match), or the start
 *  of the next (`hands` 1) or the previous hand (-1), or the hand's deal (`"deal"`) or end. */
export function moveTo(frames: readonly ReplayFrame[], index: number, by: number | "next" | "previous" | "deal" | "end"): number {
  const hand = frames[index]?.hand ?? 1;
  const lastIndex = frames.length - 1;
  if (typeof by === "number") return Math.max(0, Math.min(lastIndex, index + by));
  if (by === "deal") return frames.findIndex((frame) => frame.hand === hand);
  if (by === "end") return frames.length - 1 - [...frames].reverse().findIndex((frame) => frame.hand === hand);
  const target = by === "next" ? hand + 1 : hand - 1;
  const found = frames.findIndex((frame) => frame.hand === target);
  return found >= 0 ? found : index;
}

/** `cards` without one copy of each of `gone` (written `JK=7h`, a card is its code before "="). */
export function without(cards: readonly string[], gone: readonly string[]): string[] {
  const left = [...cards];
  for (const card of gone) {
    const at = left.indexOf(card.split("=")[0] ?? card);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}
