// What every game's table shows of its seats, worked out from a snapshot: a seat's name, a
// computer's strength, a refusal and a computer's reasons in words (pure functions, tested
// with Vitest).
import type { StateMessage } from "./protocol";

/** What a seat's name is made of: the words for a computer, an open seat, you, and (when
 * given) a computer's name from its place at the table ("North", as the view seats it). */
export interface SeatLabels {
  ai: string;
  open: string;
  you: string;
  place?: (seat: number) => string;
}

/** A person's seat whose person is not connected now (a computer's seat never is). */
export function isAway(state: Pick<StateMessage, "you">, seat: { seat: number; kind: string; connected: boolean }): boolean {
  return seat.kind === "human" && !seat.connected && seat.seat !== state.you;
}

/** The seat's display name: its person's name, or the computer's (its place at the table,
 * "North", when `labels.place` is given; else the words for the AI playing it). */
export function seatName(state: Pick<StateMessage, "seats" | "you" | "watching">, seat: number, labels: SeatLabels): string {
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
/** Fact keys whose value is a list of card codes: the cards' names as a sentence lists them. */
const CARD_LIST_FACTS = new Set(["cards"]);

/** Card names as a sentence lists them: commas between, "and" before the last ("Asso di
 * denari, Due di coppe e Tre di spade"), as the server's sentences write them. */
export function cardList(codes: readonly string[], words: Pick<ReasonWords, "card" | "say">): string {
  const names = codes.map((code) => words.card(code));
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${words.say("web.word.and", {})} ${names[names.length - 1]}`;
}
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
      else if (CARD_LIST_FACTS.has(name) && Array.isArray(value) && value.every((v) => typeof v === "string"))
        shown[name] = cardList(value as string[], words);
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
