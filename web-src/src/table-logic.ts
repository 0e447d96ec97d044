// What the table shows, worked out from a snapshot: pure functions, tested with Vitest.
import type { Accusa, TressetteInfo, Play, SignalInfo, TableState, View } from "./protocol";

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

/**
 * The signals chosen after toggling `id`: one signal, plus one companion (romana's
 * "piombo a … pali") at most; choosing another of the same kind replaces the first.
 */
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

/** What a seat's name is made of: the words for a computer, an open seat, you, and (when
 * given) a computer's name from its place at the table ("North", as the view seats it). */
export interface SeatLabels {
  ai: string;
  open: string;
  you: string;
  place?: (seat: number) => string;
}

/** The game score the toolbar shows: the hand's view while one is played; between games and
 *  once the match is over, the last game's final score (the match's own has moved on). */
export function shownScore(state: Pick<TableState, "view" | "match">): [number, number] {
  const view = state.view;
  if (view && (view.hand.length || view.plays.length)) return view.score; // a hand in play
  const { games, score } = state.match;
  // Between games, and once the match is over, the game just finished: the next one's nought
  // would read as if its score had been wiped behind its summary.
  const fresh = score[0] === 0 && score[1] === 0;
  if (games.length && (fresh || state.match.winner !== null)) return games[games.length - 1].score;
  return view?.score ?? score;
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

/** A person's seat whose person is not connected now (a computer's seat never is). */
export function isAway(state: Pick<TableState, "you">, seat: { seat: number; kind: string; connected: boolean }): boolean {
  return seat.kind === "human" && !seat.connected && seat.seat !== state.you;
}

/** The seat's display name: its person's name, or the computer's (its place at the table,
 * "North", when `labels.place` is given; else the words for the AI playing it). */
export function seatName(state: Pick<TableState, "seats" | "you" | "watching">, seat: number, labels: SeatLabels): string {
  const info = state.seats[seat];
  if (seat === state.you && !state.watching) return info.name ? `${info.name} (${labels.you})` : labels.you;
  if (info.kind === "human" && info.name) return info.ai ? `${info.name} (${labels.ai})` : info.name;
  if (info.kind === "open") return labels.open;
  if (labels.place) return labels.place(seat);
  return aiLabel(info.ai, labels.ai);
}

/** A computer's strength in words that start with "Computer": "Computer (club)",
 * "Computer (principiante)"; a player with no words of its own is named as it is. */
export function strengthOf(ai: string | null, say: (key: string) => string, has: (key: string) => boolean): string {
  const name = (ai ?? "heuristic").split(":")[0] || "heuristic";
  const key = `web.ai.strength.${name}`;
  return has(key) ? say(key) : `${say("web.seat.ai")} (${name})`;
}

/** "Computer" for Circolo's own player, "Computer (random)" and so on for the others. */
export function aiLabel(ai: string | null, computer: string): string {
  const name = (ai ?? "").split(":")[0];
  return !name || name === "heuristic" ? computer : `${computer} (${name === "pimc" ? "pimc ★" : name})`;
}

/** Why a card may not be played now: it is not the seat's turn, or it must follow the suit led. */
export type Refusal = { why: "not_your_turn"; toMove: number | null } | { why: "follow_suit"; led: string; card: string };

/** A refusal as a player would say it ("Devi rispondere a coppe: il Re di denari non si può
 * giocare", "Wait: it is North's turn"): the catalog's words, the card and suit named by
 * `card` and `suit`, the seat to move by `seat`. */
export function refusalSentence(
  refusal: Refusal,
  words: { say: (key: string, params?: Record<string, unknown>) => string; card: (code: string) => string; suit: (code: string) => string; seat: (seat: number) => string },
): string {
  if (refusal.why === "follow_suit") return words.say("web.refuse.follow_suit", { suit: words.suit(refusal.led), card: words.card(refusal.card) });
  if (refusal.toMove === null) return words.say("web.refuse.wait");
  return words.say("web.refuse.not_your_turn", { name: words.seat(refusal.toMove) });
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

/** What a reason's sentence needs to name things: the catalog, the cards and suits in words,
 * and each seat as the table shows it. */
export interface ReasonWords {
  say: (key: string, params?: Record<string, unknown>) => string;
  has: (key: string) => boolean;
  card: (code: string) => string;
  suit: (code: string) => string;
  seat: (seat: number) => string;
  /** A signal (its id, `busso`) by the name the table's buttons give it ("knock"). */
  signal?: (id: string) => string;
  /** A quantity with decimals ("7.89") with the page's decimal mark ("7,89" in Italian). */
  decimal?: (number: string) => string;
  /** The seat of whoever reads: a reason about it takes the catalog's `reason.CODE.you` sentence,
   * written to them ("you have no Cups left"), where the catalog has one. */
  you?: number | null;
}

/** Where a reason's sentence names a seat, while it is written. */
const SEAT_MARK = "\u0000seat\u0000";
/** The words before a seat's number in the catalogs' sentences ("seat 2", "Il posto 2"). */
const SEAT_WORDS = /(?:[Ii]l )?[Pp]osto \u0000seat\u0000|[Ss]eat \u0000seat\u0000/g;

/** Fact keys whose value is a card code (as the server's sentences name them). */
const CARD_FACTS = new Set(["card", "won", "best"]);
/** Fact keys whose value is a quantity with decimals ("7.89"): shown with the page's decimal mark. */
const DECIMAL_FACTS = new Set(["points", "gain", "value"]);

/**
 * A computer's reasons as one text, each from its catalog sentence, with the seats it names
 * called as the table shows them ("partner (North) knocked") rather than "seat 2"; null when
 * a reason has no sentence in the catalog (the server's own text is shown then).
 */
export function reasonsText(reasons: readonly { code: string; [fact: string]: unknown }[], words: ReasonWords): string | null {
  const sentences: string[] = [];
  for (const { code, ...facts } of reasons) {
    let key = `reason.${code}`;
    if (!words.has(key)) return null;
    const toReader = words.you !== undefined && words.you !== null && facts["seat"] === words.you;
    if (toReader && words.has(`${key}.you`)) key = `${key}.you`;
    const shown: Record<string, unknown> = {};
    let seat: string | null = null;
    for (const [name, value] of Object.entries(facts)) {
      if (CARD_FACTS.has(name) && typeof value === "string") shown[name] = words.card(value);
      else if (name === "suit" && typeof value === "string") shown[name] = words.suit(value);
      else if (name === "seat" && typeof value === "number") [shown[name], seat] = [SEAT_MARK, words.seat(value)];
      else if (DECIMAL_FACTS.has(name) && typeof value === "string" && words.decimal) shown[name] = words.decimal(value);
      else if (name === "signal" && typeof value === "string" && words.signal) shown[name] = words.signal(value);
      else shown[name] = value;
    }
    let sentence = words.say(key, shown);
    // "partner (seat 2)", "il posto 2": the seat's name takes the place of the words and the number
    if (seat !== null) sentence = sentence.replace(SEAT_WORDS, SEAT_MARK).split(SEAT_MARK).join(seat);
    sentences.push(sentence);
  }
  return sentences.join(" ");
}
