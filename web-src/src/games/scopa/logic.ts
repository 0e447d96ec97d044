// What the Scopa table shows, worked out from a snapshot: pure functions, tested with Vitest.
// The card codes are the club's Italian ones (shell/cards.ts); the values and the count are
// Scopa's (docs/rules.md, "Scopa"): A 1, 2 to 7 their number, Fante 8, Cavallo 9, Re 10; the
// primiera counts 7 as 21, 6 18, A 16, 5 15, 4 14, 3 13, 2 12, the figures 10.
import { SUITS, rankOf, suitOf } from "../../shell/cards";
import type {
  ScopaHandResult,
  ScopaHandSummary,
  ScopaOptionsJson,
  ScopaPlayed,
  ScopaState,
  ScopaStep,
  ScopaViewJson,
} from "../../shell/protocol";

export type ScoState = ScopaState;
export type ScoView = ScopaViewJson;
export type ScoOptions = ScopaOptionsJson;
export type ScoPlayed = ScopaPlayed;
export type ScoStep = ScopaStep;
export type ScoResult = ScopaHandResult;
export type ScoSummary = ScopaHandSummary;
export type ScoPosition = "south" | "east" | "north" | "west";

/** Each rank's value in a capture. */
const VALUES: Record<string, number> = { A: 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, F: 8, C: 9, R: 10 };
/** Each rank's worth in the primiera. */
const PRIMIERA: Record<string, number> = { "7": 21, "6": 18, A: 16, "5": 15, "4": 14, "3": 13, "2": 12, F: 10, C: 10, R: 10 };
/** The cards each player is dealt at a time: 3, or 10 in Scopone. */
const SCOPA_HAND = 3;
const SCOPONE_HAND = 10;

/** What `code` is worth in a capture: 1 to 10. */
export function cardValue(code: string): number {
  return VALUES[rankOf(code)] ?? 0;
}

/** What `codes` add up to. */
export function sumOf(codes: readonly string[]): number {
  return codes.reduce((sum, code) => sum + cardValue(code), 0);
}

/** The side of `seat`: with four players team 0 is seats 0 and 2; with two each seat is one. */
export function sideOf(seat: number): 0 | 1 {
  return (seat % 2) as 0 | 1;
}

/** Where a seat sits on screen for the player at `you` (always south): with two players the
 *  opponent faces you; with four the next player is on your right (east), your partner
 *  opposite. */
export function scoPosition(seat: number, you: number, players: number): ScoPosition {
  if (players === 2) return seat === you ? "south" : "north";
  const order: ScoPosition[] = ["south", "east", "north", "west"];
  return order[(((seat - you) % players) + players) % players];
}

/** Whether it is the seat's turn to play. */
export function isMyTurn(state: ScoState | null): boolean {
  return state?.phase === "play" && !state.watching && state.view !== null && state.view.to_move === state.you;
}

/** The `step` message for `step` in `view`: `turn` (the plays so far) catches stale clicks. */
export function stepMessage(step: ScoStep, view: ScoView): Record<string, unknown> {
  return { type: "step", step: { card: step.card, take: [...step.take] }, turn: view.plays.length };
}

/** Each card's captures among the legal steps (`[]`: the card is laid down), by card. */
export function capturesByCard(legal: readonly ScoStep[]): Map<string, string[][]> {
  const found = new Map<string, string[][]>();
  for (const step of legal) found.set(step.card, [...(found.get(step.card) ?? []), [...step.take]]);
  return found;
}

/** What a click on a card of the hand does: nothing (no legal step: not your turn); the one
 *  step it has, at once (a single capture, or laying it down); or a choice among its captures. */
export type CardClick = { kind: "none" } | { kind: "play"; step: ScoStep } | { kind: "choose"; card: string; takes: string[][] };

export function clickCard(legal: readonly ScoStep[], card: string): CardClick {
  const takes = capturesByCard(legal).get(card) ?? [];
  if (takes.length === 0) return { kind: "none" };
  if (takes.length === 1) return { kind: "play", step: { card, take: takes[0] } };
  return { kind: "choose", card, takes };
}

/** Whether every card of `part` is in `whole`. */
function within(part: readonly string[], whole: readonly string[]): boolean {
  return part.every((code) => whole.includes(code));
}

/** The table cards that may be clicked while choosing among `takes` with `chosen` picked: the
 *  cards chosen (a click takes one back) and those that keep the choice inside a capture. */
export function offeredCards(takes: readonly (readonly string[])[], chosen: readonly string[]): Set<string> {
  const offered = new Set(chosen);
  for (const take of takes) if (within(chosen, take)) for (const code of take) offered.add(code);
  return offered;
}

/** A click on table card `code` while choosing what `card` takes: the cards chosen after it,
 *  and the step once they name one capture only (that capture, played at once). A card that
 *  belongs to no capture with those chosen changes nothing; one chosen already is taken back. */
export function clickTableCard(
  card: string,
  takes: readonly (readonly string[])[],
  chosen: readonly string[],
  code: string,
): { chosen: string[]; step: ScoStep | null } {
  if (chosen.includes(code)) return { chosen: chosen.filter((c) => c !== code), step: null };
  const next = [...chosen, code];
  const matching = takes.filter((take) => within(next, take));
  if (matching.length === 0) return { chosen: [...chosen], step: null };
  if (matching.length === 1) return { chosen: next, step: { card, take: [...matching[0]] } };
  return { chosen: next, step: null };
}

/** The cards each player is dealt at a time under `options`. */
export function handSize(options: Pick<ScoOptions, "scopone">): number {
  return options.scopone ? SCOPONE_HAND : SCOPA_HAND;
}

/** Cards in each seat's hand now: every hand is dealt alike, and the plays since the last deal
 *  (from dealer+1, in turn) say who has played one of them. */
export function handSizes(view: ScoView): number[] {
  const players = view.options.players;
  if (view.all_hands) return view.all_hands.map((hand) => hand.length);
  const size = handSize(view.options);
  const sinceDeal = view.plays.length % (size * players);
  return Array.from({ length: players }, (_, seat) => {
    const turn = (((seat - view.dealer - 1) % players) + players) % players; // 0: plays first
    return size - Math.floor(sinceDeal / players) - (turn < sinceDeal % players ? 1 : 0);
  });
}

/** Each side's pile so far this hand: the cards it took (a capture's card with the cards it
 *  took) and the cards that made its scope, in order. */
export interface Pile {
  count: number;
  scope: string[];
}

export function pilesOf(plays: readonly ScoPlayed[]): [Pile, Pile] {
  const piles: [Pile, Pile] = [
    { count: 0, scope: [] },
    { count: 0, scope: [] },
  ];
  for (const play of plays) {
    if (!play.take.length) continue;
    const pile = piles[sideOf(play.seat)];
    pile.count += play.take.length + 1;
    if (play.scopa) pile.scope.push(play.card);
  }
  return piles;
}

/** The cards of each side's pile at a hand's end: every capture's cards, and what was left on
 *  the table to the side of the last capture. */
export function finishedPiles(plays: readonly ScoPlayed[], leftovers: readonly string[], lastCapture: number): [string[], string[]] {
  const piles: [string[], string[]] = [[], []];
  for (const play of plays) if (play.take.length) piles[sideOf(play.seat)].push(play.card, ...play.take);
  piles[lastCapture === 1 ? 1 : 0].push(...leftovers);
  return piles;
}

/** A side's primiera: the best card of each suit it took (by the primiera's worth) and their
 *  sum — null without a card of every suit. */
export function primieraOf(pile: readonly string[]): { cards: string[]; sum: number | null } {
  const cards: string[] = [];
  for (const suit of SUITS) {
    const best = pile
      .filter((code) => suitOf(code) === suit)
      .sort((a, b) => (PRIMIERA[rankOf(b)] ?? 0) - (PRIMIERA[rankOf(a)] ?? 0))[0];
    if (best) cards.push(best);
  }
  const sum = cards.reduce((total, code) => total + (PRIMIERA[rankOf(code)] ?? 0), 0);
  return { cards, sum: cards.length === SUITS.length ? sum : null };
}

/** Every play of the hand just finished, from the plays seen before its last (the view of the
 *  hand in play) and the last play; null when they do not make the whole hand. */
export function wholeHand(before: readonly ScoPlayed[] | null, last: ScoPlayed | null, total: number): ScoPlayed[] | null {
  if (!before || !last) return null;
  const plays = before.length === total ? [...before] : [...before, last];
  return plays.length === total ? plays : null;
}

/** The primiera's cards of each side at a hand's end, when the plays seen make the hand whose
 *  count is `summary` (each pile as large as its count says); null otherwise. */
export function primieraCards(plays: readonly ScoPlayed[] | null, summary: ScoSummary): [string[], string[]] | null {
  if (!plays) return null;
  const piles = finishedPiles(plays, summary.leftovers, summary.result.last_capture);
  if (piles[0].length !== summary.result.taken[0] || piles[1].length !== summary.result.taken[1]) return null;
  return [primieraOf(piles[0]).cards, primieraOf(piles[1]).cards];
}

/** The plays a hand has in all: every card but those turned up at the deal (36, or 40 in
 *  Scopone). */
export function playsPerHand(options: Pick<ScoOptions, "scopone">): number {
  return options.scopone ? 40 : 36;
}

/** The categories of a hand's count, in the record's order, those of the options only
 *  (`re_bello` and `napola` when they are played). */
export function categories(options: Pick<ScoOptions, "re_bello" | "napola"> | null): string[] {
  return [
    "carte",
    "denari",
    "settebello",
    "primiera",
    "scope",
    ...(options?.re_bello ? ["re_bello"] : []),
    ...(options?.napola ? ["napola"] : []),
  ];
}

/** What a category's row shows beside its points, for side `side`: the cards or denari taken,
 *  the primiera's sum (null: a suit missing), the scope made; nothing for a single card. */
export function categoryFigure(result: ScoResult, category: string, side: 0 | 1): number | null | undefined {
  switch (category) {
    case "carte":
      return result.taken[side];
    case "denari":
      return result.denari[side];
    case "primiera":
      return result.primiera[side];
    case "scope":
      return result.points.scope[side];
    default:
      return undefined;
  }
}

/** The game's score as the toolbar shows it: yours first, and the points that end it. */
export function gameScore(score: readonly number[], you: number, target: number | null): { us: number; them: number; target: number | null } {
  const us = sideOf(you);
  return { us: score[us] ?? 0, them: score[1 - us] ?? 0, target };
}

/** How a finished hand went for the side of `you`: more points, fewer, or as many. */
export function handOutcome(result: ScoResult, you: number): "won" | "lost" | "draw" {
  const us = sideOf(you);
  const [mine, theirs] = [result.total[us], result.total[1 - us]];
  return mine > theirs ? "won" : mine < theirs ? "lost" : "draw";
}
