// What Tressette's table shows, worked out from a snapshot: where the seats sit, the trick on
// the table, the signals a seat may give, the score, an accusa and a table's options in words
// (pure functions, tested with Vitest).
import type { Accusa, Play, SignalInfo, TableState, TressetteInfo, View } from "./protocol";
import type { Refusal } from "../../shell/table-logic";

export const SEATS = 4;
export const HAND_SIZE = 10;

export type Position = "south" | "east" | "north" | "west";

/**
 * Where a seat sits on screen for the player at `you` (always south). Tressette is played
 * counter-clockwise: the next player is on your right (east), your partner opposite.
 */
export function positionOf(seat: number, you: number): Position {
  const order: Position[] = ["south", "east", "north", "west"];
  return order[(((seat - you) % SEATS) + SEATS) % SEATS];
}

export function teamOf(seat: number): 0 | 1 {
  return (seat % 2) as 0 | 1;
}

/** The trick index (from 0) the next card belongs to. */
export function trickNumber(view: View): number {
  return Math.floor(view.plays.length / SEATS);
}

/**
 * The cards lying in the middle: the trick being played, or — between the last card of a
 * trick and the next lead — the finished trick, so that everyone sees how it ended.
 */
export function cardsOnTable(view: View): { plays: Play[]; complete: boolean } {
  const n = view.plays.length;
  if (n === 0) return { plays: [], complete: false };
  const start = n % SEATS === 0 ? n - SEATS : n - (n % SEATS);
  return { plays: view.plays.slice(start), complete: n % SEATS === 0 };
}

/** Who took the trick made of `plays` (four cards; the first leads). */
export function trickWinner(plays: readonly Play[]): number {
  const strength = ["4", "5", "6", "7", "F", "C", "R", "A", "2", "3"];
  const suit = plays[0].card.slice(-1);
  let best = plays[0];
  for (const play of plays.slice(1)) {
    if (play.card.slice(-1) !== suit) continue;
    if (strength.indexOf(play.card.slice(0, -1)) > strength.indexOf(best.card.slice(0, -1))) best = play;
  }
  return best.seat;
}

/** Cards still in each seat's hand. */
export function cardsLeft(view: View): number[] {
  // No hand in play (the last one is over, the next not dealt): nobody holds a card.
  if (!view.hand.length && !view.plays.length) return Array.from({ length: SEATS }, () => 0);
  const left = Array.from({ length: SEATS }, () => HAND_SIZE);
  for (const play of view.plays) left[play.seat] -= 1;
  return left;
}

/** Signals the seat may add to the card it is about to play (none when it is not its turn). */
export function signalsNow(info: TressetteInfo | null, view: View | null): SignalInfo[] {
  if (!info || !view || view.to_move !== view.seat) return [];
  const vocabulary = info.vocabularies[view.options.signals];
  if (!vocabulary) return [];
  if (trickNumber(view) >= info.last_signal_trick) return [];
  const leading = view.plays.length % SEATS === 0;
  if (vocabulary.who === "leader" && !leading) return [];
  return vocabulary.signals;
}

/** The signals offered now: those true of the hand (a button each), and — where the options
 *  allow false signals — the others, offered apart as a bluff (one compact menu). */
export interface SignalChoice {
  true: SignalInfo[];
  bluffs: SignalInfo[];
}

/** The signals the seat may give now, split into those true of its hand with some card it may
 *  play (`trueSignals`: the snapshot's `true_signals`) and the false ones the options allow. */
export function signalChoice(
  info: TressetteInfo | null,
  view: View | null,
  trueSignals: Readonly<Record<string, readonly string[]>> | undefined,
): SignalChoice {
  const all = signalsNow(info, view);
  const isTrue = (signal: SignalInfo): boolean => (trueSignals?.[signal.id]?.length ?? 0) > 0;
  return {
    true: all.filter(isTrue),
    bluffs: view?.options.false_signals ? all.filter((signal) => !isTrue(signal)) : [],
  };
}

/**
 * The signals chosen after toggling `id`: one signal, plus one companion (romana's
 * "piombo a … pali") at most; choosing another of the same kind replaces the first.
 */
/** A signal as every place names it — the buttons, the reasons, the Help page, the replay —
 *  in `lang`: its name (the Italian term, in English too; the English meaning glosses it) and
 *  the dialect's word where it differs ("busso (cioca)"). Python's `Signal.label` alike. */
export function signalLabel(signal: Pick<SignalInfo, "name" | "dialect">, lang: "it" | "en"): string {
  const name = signal.name[lang] || signal.name.it;
  return signal.dialect && signal.dialect !== name ? `${name} (${signal.dialect})` : name;
}

/** Signal `id` of `vocabulary` by its label (the id itself where the info does not have it). */
export function signalNamed(info: TressetteInfo | null, vocabulary: string, id: string, lang: "it" | "en"): string {
  const signal = info?.vocabularies[vocabulary]?.signals.find((s) => s.id === id);
  return signal ? signalLabel(signal, lang) : id;
}

export function toggleSignal(chosen: readonly string[], id: string, available: readonly SignalInfo[]): string[] {
  if (chosen.includes(id)) return chosen.filter((s) => s !== id);
  const companion = (s: string): boolean => available.find((a) => a.id === s)?.companion ?? false;
  const kept = chosen.filter((s) => companion(s) !== companion(id));
  return [...kept, id];
}

/** Whole points from thirds (a team's points are its thirds divided by three, rounded down). */
export function points(thirds: number): number {
  return Math.floor(thirds / 3);
}

/** Seats whose turn it is to say they are ready for the next hand. */
export function waitingForReady(state: TableState): number[] {
  if (state.phase !== "hand_over") return [];
  return state.seats
    .filter((s) => s.kind === "human" && s.connected && !state.ready.includes(s.seat))
    .map((s) => s.seat);
}

/** The game score the toolbar shows: the hand's view while one is played; between games and
 *  once the match is over, the last game's final score (the match's own has moved on). */
export function shownScore(state: Pick<TableState, "view" | "match">): [number, number] {
  const last = lastGameShown(state);
  if (last) return last.score;
  return state.view?.score ?? state.match.score;
}

/** The target the toolbar gives beside the score ("to 41"): the game's it shows — between
 *  games and once the match is over the last game's, not the next one's (a bella to 41 ended,
 *  the match's games are to 11). */
export function shownTarget(state: Pick<TableState, "view" | "match">): number | null {
  const last = lastGameShown(state);
  return (last ? last.target : null) ?? state.view?.target ?? null;
}

/** The game just finished, when the toolbar shows it rather than the hand's (null: a hand is
 *  in play, or the next game has begun to score). */
function lastGameShown(state: Pick<TableState, "view" | "match">): TableState["match"]["games"][number] | null {
  const view = state.view;
  if (view && (view.hand.length || view.plays.length)) return null; // a hand in play
  const { games, score } = state.match;
  // Between games, and once the match is over, the game just finished: the next one's nought
  // would read as if its score had been wiped behind its summary.
  const fresh = score[0] === 0 && score[1] === 0;
  return games.length && (fresh || state.match.winner !== null) ? games[games.length - 1] : null;
}

/** An accusa in words: the combination and its points once public ("Napoletana of Cups · 3"),
 *  only its points before ("accusa worth 3"). */
export function accusaText(accusa: Accusa, say: (key: string, params?: Record<string, unknown>) => string): string {
  return accusa.kind
    ? say(`web.accusa.${accusa.kind}`, { suit: accusa.suit ? say(`card.suit.${accusa.suit}`) : "", points: accusa.points })
    : say("web.accusa.hidden", { points: accusa.points });
}

/** What a screen reader is told as the table moves: the last card played and by whom, and
 *  whether it is your turn now ("North played the King of Coins. Your turn."). */
export function announcement(
  view: Pick<View, "plays" | "to_move" | "seat"> | null,
  words: { seat: (seat: number) => string; card: (code: string) => string; say: (key: string, params?: Record<string, unknown>) => string },
): string {
  if (!view) return "";
  const last = view.plays[view.plays.length - 1];
  const parts = last ? [words.say("web.a11y.played", { name: words.seat(last.seat), card: words.card(last.card) })] : [];
  if (view.to_move === view.seat) parts.push(words.say("web.a11y.your_turn"));
  return parts.join(" ");
}

/**
 * Why the seat of `view` may not play `card` now, or null if it may: found in the snapshot,
 * so that the table says it at once, as a player would, before anything is sent.
 */
export function refusalOf(view: View, card: string): Refusal | null {
  if (view.to_move !== view.seat) return { why: "not_your_turn", toMove: view.to_move };
  if (view.legal.includes(card)) return null;
  const n = view.plays.length;
  const led = n % SEATS ? view.plays[n - (n % SEATS)].card : null;
  return led ? { why: "follow_suit", led, card } : null; // no other rule: the server says
}

/**
 * A Tressette table's options in words, as a player reads them in lists and the waiting
 * room: "to 31, best of 3, accuse scored, Roman match" (never `target=31`).
 */
export function describeOptions(options: Record<string, unknown>, say: (key: string, params?: Record<string, unknown>) => string): string {
  const parts: string[] = [];
  if (typeof options["target"] === "number") parts.push(say("web.score.target", { target: options["target"] }));
  const bestOf = options["best_of"];
  if (typeof bestOf === "number" && bestOf > 1) parts.push(say("web.describe.best_of", { n: bestOf }));
  const accuse = options["accuse"];
  if (accuse === "score" || accuse === "declare") parts.push(say(`web.describe.accuse.${accuse}`));
  if (options["signals"] === "none") parts.push(say("web.describe.no_signals"));
  const second = options["second_game"];
  if (typeof second === "string" && second !== "tressette" && bestOf === 3) parts.push(say(`web.describe.second_game.${second}`));
  return parts.join(", ");
}
