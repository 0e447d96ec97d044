// What a Pinnacola table shows and may send, worked out from a snapshot: pure functions,
// tested with Vitest. The server checks everything again; these only decide what is offered.
import { frenchName } from "../../shell/cards";
import { getLang, t, type Lang } from "../../shell/i18n";
import type { PinHandResult, PinMeld, PinnacolaState, PinnacolaViewJson } from "../../shell/protocol";

// The snapshot's shapes, generated from the server's models (circolo/pinnacola/ws_state.py).
export type { PinMeld, PinTurn } from "../../shell/protocol";
export type PinView = PinnacolaViewJson;
export type PinResult = PinHandResult;
export type PinState = PinnacolaState;

/** Where a draw takes its card, as the record writes it. */
export type PinDraw = { from: "stock" } | { from: "discard"; index: number };

/** A meld, an attach or a swap: the steps a turn lays on the table. */
export type PinTableStep = { meld: string[] } | { attach: number; cards: string[] } | { swap: number; give: string; take: string };

/** One step of a turn, written as the record, the engine protocol and the server write it:
 *  the `pin` message's `step`, and the `step` of a suggestion or a training reason. */
export type PinStep = { draw: PinDraw | null } | PinTableStep | { discard: string } | { undo: true };

/** Training: a step the AI took (`pin_reasons`) or would take (`pin_suggestion`), and why.
 *  (The server also sends `action`, the older writing of the same step: not read here.) */
export interface PinStepReasons {
  step: PinStep;
  reasons: { code: string; [fact: string]: unknown }[];
  text: { it: string; en: string };
}

export interface PinSuggestion extends PinStepReasons {
  type: "pin_suggestion";
  id: number | string | null;
}

export const FRENCH_SUIT_ORDER = ["h", "s", "d", "c"] as const;
export const FRENCH_RANK_ORDER = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"] as const;

/** The card itself of a written meld card: `JK=7h` → `JK`. */
export function cardOf(written: string): string {
  return written.split("=")[0];
}

const SUIT_SYMBOLS: Readonly<Record<string, string>> = { h: "♥", d: "♦", c: "♣", s: "♠" };

/** What a wild card stands for, as a card's corner shows it: `7♥`, `10♦`, `Q` (a rank only). */
export function standsShown(stands: string): string {
  const rank = stands[0] === "T" ? "10" : stands[0];
  return `${rank}${SUIT_SYMBOLS[stands[1] ?? ""] ?? ""}`;
}

/** What a wild card stands for in a meld (`7h`, `Q`), or null for a natural card. */
export function standsFor(written: string): string | null {
  const [, stands] = written.split("=");
  return stands ?? null;
}

/** Whether `code` is wild under the options: jokers always, the black twos with pinelle. */
export function isWild(code: string, pinelle: boolean): boolean {
  return code === "JK" || (pinelle && (code === "2c" || code === "2s"));
}

export { frenchName };

/** A meld card as written, by name: a natural card ("Queen of Spades"), or a wild card with
 *  what it stands for ("Joker as Ace of Diamonds"; a rank only for a set: "Joker as Queen"). */
export function writtenName(written: string, lang: Lang = getLang()): string {
  const stands = standsFor(written);
  const card = frenchName(written, lang);
  if (stands === null) return card;
  const meant = stands.length > 1 ? frenchName(stands, lang) : t(`card.french.rank.${stands}`, {}, lang);
  return t("web.pin.wild_as", { wild: card, card: meant }, lang);
}

/** How one way of laying the cards (a `pin_choices` answer's) reads on its button: the cards
 *  that tell it from the other ways, by name ("Joker as Ace of Diamonds"); all of it when no
 *  card does. */
export function meaningLabel(option: readonly string[], ways: readonly (readonly string[])[], lang: Lang = getLang()): string {
  const differing = option.filter((written) => !ways.every((way) => way.includes(written)));
  return (differing.length ? differing : option).map((written) => writtenName(written, lang)).join(", ");
}

/** A hand in the order a player keeps it: by suit, ace low to king, wild cards last. */
export function sortFrench(codes: readonly string[], pinelle = false): string[] {
  const key = (code: string): number => {
    if (isWild(code, pinelle)) return 1000 + (code === "JK" ? 1 : 0);
    return FRENCH_SUIT_ORDER.indexOf(code[1] as (typeof FRENCH_SUIT_ORDER)[number]) * 20 +
      FRENCH_RANK_ORDER.indexOf(code[0] as (typeof FRENCH_RANK_ORDER)[number]);
  };
  return [...codes].sort((a, b) => key(a) - key(b));
}

/** The team of a seat: with 4 players seats 0 and 2 are team 0; with 2, each seat its own. */
export function pinTeam(seat: number): 0 | 1 {
  return (seat % 2) as 0 | 1;
}

export type PinPosition = "south" | "west" | "north" | "east";

/**
 * Where a seat sits for the player at `you` (south). With two players the other sits
 * opposite. With four the partner is opposite, and the next to play sits on your left when
 * play goes clockwise (west), on your right when it goes anticlockwise (east).
 */
export function pinPosition(seat: number, you: number, players: number, direction: "clockwise" | "anticlockwise"): PinPosition {
  const step = (((seat - you) % players) + players) % players;
  if (step === 0) return "south";
  if (players === 2) return "north";
  if (step === 2) return "north";
  const next: PinPosition = direction === "clockwise" ? "west" : "east";
  const previous: PinPosition = direction === "clockwise" ? "east" : "west";
  return step === 1 ? next : previous;
}

/** The cards that come with pile card `index`: it and every card discarded after it. */
export function pileTake(pile: readonly string[], index: number): string[] {
  if (index < 0 || index >= pile.length) return [];
  return pile.slice(index);
}

/** The melds of each team, ours first: `[ours, theirs]`. */
export function meldsByTeam(view: PinView): [PinMeld[], PinMeld[]] {
  const us = pinTeam(view.seat);
  return [view.melds.filter((m) => m.team === us), view.melds.filter((m) => m.team !== us)];
}

export function isMyTurn(state: PinState | null): boolean {
  return !!state && !state.watching && state.phase === "play" && !!state.view && state.view.to_move === state.you;
}

/** What the player may ask for now, with the selected hand cards and the selected meld. */
export interface Offer {
  drawStock: boolean;
  endHand: boolean;
  takePile: boolean;
  meld: boolean;
  attach: boolean;
  swap: boolean;
  discard: boolean;
  undo: boolean;
}

export function offers(state: PinState | null, selected: readonly string[], meld: number | null, pileIndex: number | null): Offer {
  const none: Offer = { drawStock: false, endHand: false, takePile: false, meld: false, attach: false, swap: false, discard: false, undo: false };
  if (!state || !isMyTurn(state) || !state.view) return none;
  const view = state.view;
  if (view.phase === "draw") {
    return {
      ...none,
      drawStock: view.stock_size > 0,
      endHand: view.stock_size === 0,
      takePile: pileIndex !== null && view.usable_pile.includes(pileIndex),
    };
  }
  const target = meld === null ? undefined : view.melds.find((m) => m.number === meld);
  const ours = target !== undefined && target.team === pinTeam(view.seat);
  const wildIn = target ? wildTaken(target, view.options.pinelle) : null;
  const canSwapFrom = target !== undefined && wildIn !== null && (wildIn === "JK" || ours) && view.opened[view.seat];
  return {
    ...none,
    meld: selected.length >= 3,
    attach: selected.length >= 1 && ours,
    swap: selected.length === 1 && canSwapFrom && !isWild(selected[0], view.options.pinelle),
    discard: selected.length === 1 && view.discardable.includes(selected[0]),
    undo: (view.turn?.actions.length ?? 0) > 0,
  };
}

/** The actions of the meld phase whose button may be greyed out, and why each is (a catalog key), or
 *  null where it is offered: what the player has to do first, in words. */
export type ActionReasons = Record<"meld" | "attach" | "swap" | "discard", string | null>;

export function actionReasons(state: PinState | null, selected: readonly string[], meld: number | null, pileIndex: number | null): ActionReasons {
  const offer = offers(state, selected, meld, pileIndex);
  const all = (key: string): ActionReasons => ({ meld: key, attach: key, swap: key, discard: key });
  if (!state || !state.view || !isMyTurn(state)) return all("web.pin.why_not.turn");
  const view = state.view;
  if (view.phase === "draw") return all("web.pin.why_not.draw_first");
  const target = meld === null ? undefined : view.melds.find((m) => m.number === meld);
  return {
    meld: offer.meld ? null : "web.pin.why_not.meld",
    attach: offer.attach ? null : selected.length === 0 ? "web.pin.why_not.attach_cards" : "web.pin.why_not.attach_meld",
    swap: offer.swap
      ? null
      : !view.opened[view.seat]
        ? "web.pin.why_not.swap_open"
        : target === undefined || wildTaken(target, view.options.pinelle) === null
          ? "web.pin.why_not.swap_meld"
          : "web.pin.why_not.swap_card",
    discard: offer.discard ? null : selected.length === 1 ? "web.pin.why_not.discard_card" : "web.pin.why_not.discard_one",
  };
}

/** The wild card a swap with meld `meld` would take (the first one in it), or null. */
export function wildTaken(meld: PinMeld, pinelle: boolean): string | null {
  if (meld.kind === "jokers") return null;
  for (const written of meld.cards) {
    if (standsFor(written) !== null && isWild(cardOf(written), pinelle)) return cardOf(written);
  }
  return null;
}

/** Whether a selection holds a bare wild card (its meaning is asked of the server first). */
export function needsMeaning(selected: readonly string[], pinelle: boolean): boolean {
  return selected.some((code) => isWild(code, pinelle));
}

/** The selection with the hand position `index` added or taken away (two copies of a card
 *  are told apart by their place in the sorted hand). */
export function toggled(picked: ReadonlySet<number>, index: number): Set<number> {
  const next = new Set(picked);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}

/** The cards at the picked places of the (sorted) hand. */
export function selectedCards(hand: readonly string[], picked: ReadonlySet<number>): string[] {
  return hand.filter((_, i) => picked.has(i));
}

/** The `step` message for one step of the turn (with the turn, so a stale click is refused). */
export function stepMessage(step: PinStep, view: PinView): { type: "step"; step: PinStep; turn: number } {
  return { type: "step", step, turn: view.turns.length };
}

/** The step that lays `cards` as a new meld, or adds them to meld `meld`. */
export function layStep(cards: string[], meld: number | null): PinTableStep {
  return meld === null ? { meld: cards } : { attach: meld, cards };
}

/** Whether a step keeps the meld chosen on the table chosen (an attach or a swap may be
 *  followed by another on the same meld). */
export function keepsMeld(step: PinStep): boolean {
  return "attach" in step || "swap" in step;
}

/** A short written form of the hand's scoring, one line per item. */
export const RESULT_ROWS = ["melded", "in_hand", "closing", "not_opened", "total"] as const;

/** The house rules a Pinnacola table plays with (each off by default), in words. */
export function houseRules(options: Record<string, unknown>): string[] {
  const rules: string[] = [];
  for (const key of ["chiusura_in_mano", "no_close_first_round", "open_before_pile"]) {
    if (options[key] === true) rules.push(t(`web.pin.house.${key}`));
  }
  const minimum = options["first_meld_minimum"];
  if (typeof minimum === "number" && minimum > 0) rules.push(t("web.pin.house.first_meld_minimum", { n: minimum }));
  return rules;
}

/**
 * How many cards a row of your hand holds on a phone, where the cards overlap: as many as
 * fit (`most`), and when the hand needs more rows, as many in each (eleven cards make one
 * row, not ten and one alone; fifteen make two of eight and seven).
 */
export function handPerRow(cards: number, most = 14): number {
  const rows = Math.max(1, Math.ceil(cards / most));
  return Math.max(1, Math.ceil(cards / rows));
}
