// What the Briscola table shows, worked out from a snapshot: pure functions, tested with Vitest.
// The card codes are Tressette's (shell/cards.ts); the order and the points are Briscola's
// (docs/rules.md, "Briscola"): A, 3, Re, Cavallo, Fante, 7 … 2; 11, 10, 4, 3, 2 points.
import { rankOf, suitOf } from "../../shell/cards";
import type {
  BriscolaHandResult,
  BriscolaOptionsJson,
  BriscolaPlayed,
  BriscolaState,
  BriscolaViewJson,
  StepSuggestion,
} from "../../shell/protocol";

export type BriState = BriscolaState;
export type BriView = BriscolaViewJson;
export type BriOptions = BriscolaOptionsJson;
export type BriResult = BriscolaHandResult;
/** A step the table takes: play a card, or exchange the 7 of briscola for the face-up card. */
export type BriStep = StepSuggestion["step"];
/** A card on the table: who played it. */
export interface BriCard {
  seat: number;
  card: string;
}

export type BriPosition = "south" | "east" | "north" | "west";

/** Ranks from the weakest to the strongest in a trick. */
const STRENGTH = ["2", "4", "5", "6", "7", "F", "C", "R", "3", "A"] as const;
/** Points of each rank (the others are worth nothing). */
const POINTS: Record<string, number> = { A: 11, "3": 10, R: 4, C: 3, F: 2 };
/** The rank that may be exchanged for the face-up briscola (option swap_seven). */
export const SWAP_RANK = "7";

/** What `code` is worth: 11, 10, 4, 3, 2 or 0. */
export function cardPoints(code: string): number {
  return POINTS[rankOf(code)] ?? 0;
}

/** What `codes` are worth together. */
export function pointsOf(codes: readonly string[]): number {
  return codes.reduce((sum, code) => sum + cardPoints(code), 0);
}

/** Whether `card`, played after `best` (the trick's winning card so far), takes over. */
export function beats(card: string, best: string, briscola: string): boolean {
  if (suitOf(card) === suitOf(best)) {
    return STRENGTH.indexOf(rankOf(card) as never) > STRENGTH.indexOf(rankOf(best) as never);
  }
  return suitOf(card) === briscola;
}

/** The seat whose card takes (or would take, so far) the trick `plays` (the first leads). */
export function trickWinner(plays: readonly BriCard[], briscola: string): number {
  let best = plays[0];
  for (const play of plays.slice(1)) if (beats(play.card, best.card, briscola)) best = play;
  return best.seat;
}

/** The side of `seat`: with four players team 0 is seats 0 and 2; with two each seat is one. */
export function sideOf(seat: number): 0 | 1 {
  return (seat % 2) as 0 | 1;
}

/**
 * Where a seat sits on screen for the player at `you` (always south): with two players the
 * opponent faces you; with four the next player is on your right (east) and your partner
 * opposite, as at Tressette.
 */
export function briPosition(seat: number, you: number, players: number): BriPosition {
  if (players === 2) return seat === you ? "south" : "north";
  const order: BriPosition[] = ["south", "east", "north", "west"];
  return order[(((seat - you) % players) + players) % players];
}

/** The cards played this hand, in order (the 7's exchanges left out). */
export function cardsPlayed(plays: readonly BriscolaPlayed[]): BriCard[] {
  return plays.flatMap((play) => (play.card === undefined ? [] : [{ seat: play.seat, card: play.card }]));
}

/**
 * The cards lying in the middle: the trick being played, or — between a trick's last card
 * and the next lead — the finished trick, so that everyone sees how it ended.
 */
export function cardsOnTable(view: BriView): { plays: BriCard[]; complete: boolean } {
  const cards = cardsPlayed(view.plays);
  const players = view.options.players;
  const n = cards.length;
  if (n === 0) return { plays: [], complete: false };
  if (n % players === 0) return { plays: cards.slice(n - players), complete: true };
  return { plays: cards.slice(n - (n % players)), complete: false };
}

/** Cards in each seat's hand now (every hand is worked out from one's own and the trick). */
export function handSizes(view: BriView): number[] {
  const players = view.options.players;
  if (view.all_hands) return view.all_hands.map((hand) => hand.length);
  const { plays, complete } = cardsOnTable(view);
  const played = new Set(complete ? [] : plays.map((play) => play.seat));
  const start = view.hand.length + (played.has(view.seat) ? 1 : 0);
  return Array.from({ length: players }, (_, seat) => start - (played.has(seat) ? 1 : 0));
}

/** The 7 of briscola (the card that may be exchanged for the face-up one). */
export function sevenOfBriscola(view: BriView): string {
  return `${SWAP_RANK}${suitOf(view.briscola)}`;
}

/** The exchange of the 7 when the seat may make it now, else null. */
export function swapStep(view: BriView | null): { swap: string } | null {
  return view?.may_swap ? { swap: sevenOfBriscola(view) } : null;
}

/** Whether it is the seat's turn to play a card (or exchange the 7). */
export function isMyTurn(state: BriState | null): boolean {
  return state?.phase === "play" && !state.watching && state.view !== null && state.view.to_move === state.you;
}

/** The `step` message for `step` in `view`: `turn` (the plays so far) catches stale clicks. */
export function stepMessage(step: BriStep, view: BriView): Record<string, unknown> {
  return { type: "step", step, turn: view.plays.length };
}

/** The card a suggestion plays, or the 7 it exchanges. */
export function suggestedCard(step: BriStep): string {
  return "card" in step ? step.card : step.swap;
}

/** Whether `step` is the 7's exchange. */
export function isSwap(step: BriStep): step is { swap: string } {
  return "swap" in step;
}

/** How a finished hand went for the side of `you`: won, lost, or a draw (60–60). */
export function handOutcome(result: BriResult, you: number): "won" | "lost" | "draw" {
  if (result.winner === null) return "draw";
  return result.winner === sideOf(you) ? "won" : "lost";
}

/** The step a seat took (a card or the 7's exchange), as written in the reasons. */
export function stepCard(step: BriscolaPlayed): string {
  return step.card ?? step.swap ?? "";
}

/** The exchanges of the 7 made this hand so far (a seat gave `swap` for the face-up card). */
export function swapsMade(view: BriView): BriCard[] {
  return view.plays.flatMap((play) => (play.swap === undefined ? [] : [{ seat: play.seat, card: play.swap }]));
}

/** The hands won by each side and how many win the game, as the score shows them. */
export function gameSoFar(wins: readonly [number, number], options: BriOptions | null, you: number): {
  us: number;
  them: number;
  target: number | null;
} {
  const us = sideOf(you);
  return { us: wins[us], them: wins[1 - us], target: options?.hands_to_win ?? null };
}
