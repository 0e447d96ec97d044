// Tressette's replay: a match record stepped card by card — who held what, the trick on the
// table, the thirds taken so far — with the solver's analysis of each card (`circolo analyze
// --json`, served by the server's analysis routes), the biggest mistakes of each side in a
// hand, and the address of a place (`#match=ID&game=G&hand=H&play=P`).
import { replayLink, type MatchRecord } from "../../shell/replay-address";

/** A Tressette match record, as far as the viewer reads it (a game played at another game,
 *  the Roman match's Briscola, names it and is left out). */
export interface TressetteRecord extends MatchRecord {
  options?: { signals?: string };
  games?: { game?: string; hands: RecordHand[]; score?: number[] }[];
}

/** A play as records write it. */
export interface RecordPlay {
  seat: number;
  card: string;
  signals?: string[];
}

/** A Tressette hand as records write it. */
export interface RecordHand {
  dealer: number;
  deal: string[][];
  plays: RecordPlay[];
  result: { points: number[]; thirds: number[] };
}

/** One card's analysis: its value and the best one's, in thirds for the player's side, and
 *  the card the club player would have played there, with its reasons. */
export interface PlayValue {
  seat: number;
  card: string;
  value_played: number;
  value_best: number;
  best: string[];
  ai?: { card: string; signals: string[]; text: { it: string; en: string }; reasons?: { code: string; [fact: string]: unknown }[] };
}

/** One hand's analysis, as `circolo analyze --json` writes it. */
export interface HandValues {
  game: number;
  hand: number;
  plays: PlayValue[];
}

/** A hand of the record: its game and number (from 1) and what was played. */
export interface Hand {
  game: number;
  hand: number;
  data: RecordHand;
}

/** A place in the record: a hand, and how many of its cards are played (0: the deal). */
export interface Place {
  index: number;
  play: number;
}

/** What the table looks like at a place. */
export interface Position {
  /** Each seat's cards still in hand. */
  held: string[][];
  /** The trick on the table: under way, or just completed (with its winner). */
  trick: RecordPlay[];
  winner: number | null;
  /** Thirds of a point each side took in the completed tricks. */
  thirds: [number, number];
}

const STRENGTH = "4567FCRA23";
const THIRDS: Record<string, number> = { A: 3, "2": 1, "3": 1, R: 1, C: 1, F: 1 };
const SEATS = 4;

/** The Tressette hands of a record in order (the games played at another game left out). */
export function handsOf(record: TressetteRecord): Hand[] {
  const hands: Hand[] = [];
  (record.games ?? []).forEach((game, g) => {
    if (game.game !== undefined) return;
    game.hands.forEach((data, h) => hands.push({ game: g + 1, hand: h + 1, data }));
  });
  return hands;
}

/** The seat that takes a completed trick: the strongest card of the suit led. */
export function trickWinner(trick: readonly RecordPlay[]): number {
  const led = trick[0]?.card.slice(-1);
  let best = trick[0];
  for (const play of trick) {
    if (best && play.card.slice(-1) === led && STRENGTH.indexOf(play.card[0] ?? "") > STRENGTH.indexOf(best.card[0] ?? "")) best = play;
  }
  return best?.seat ?? 0;
}

/** The table after `play` cards of `hand`. */
export function position(hand: RecordHand, play: number): Position {
  const played = hand.plays.slice(0, play);
  const gone = new Set(played.map((p) => p.card));
  const held = hand.deal.map((cards) => cards.filter((card) => !gone.has(card)));
  const thirds: [number, number] = [0, 0];
  const whole = Math.floor(played.length / SEATS);
  for (let trick = 0; trick < whole; trick++) {
    const cards = played.slice(trick * SEATS, trick * SEATS + SEATS);
    const side = trickWinner(cards) % 2;
    thirds[side] += cards.reduce((sum, p) => sum + (THIRDS[p.card[0] ?? ""] ?? 0), 0);
    if ((trick + 1) * SEATS === hand.plays.length) thirds[side] += 3; // the last trick
  }
  const start = played.length % SEATS === 0 ? Math.max(0, played.length - SEATS) : played.length - (played.length % SEATS);
  const trick = played.slice(start);
  const winner = trick.length === SEATS ? trickWinner(trick) : null;
  return { held, trick, winner, thirds };
}

/** The place `delta` cards away (across hands), kept within the record. */
export function moved(hands: readonly Hand[], place: Place, delta: number): Place {
  let { index, play } = place;
  play += delta;
  while (play < 0 && index > 0) play += (hands[--index]?.data.plays.length ?? 0) + 1;
  while (index < hands.length - 1 && play > (hands[index]?.data.plays.length ?? 0)) play -= (hands[index++]?.data.plays.length ?? 0) + 1;
  const last = hands[index]?.data.plays.length ?? 0;
  return { index, play: Math.min(Math.max(play, 0), last) };
}

/** The place of hand `hand` of game `game` after `play` cards (clamped: a hand past the
 *  game's last is its last), or the start. */
export function placeOf(hands: readonly Hand[], game: number, hand: number, play: number): Place {
  let index = hands.findIndex((h) => h.game === game && h.hand === hand);
  if (index < 0) hands.forEach((h, at) => (index = h.game === game && h.hand <= hand ? at : index));
  if (index < 0) return { index: 0, play: 0 };
  return { index, play: Math.min(Math.max(play, 0), hands[index]?.data.plays.length ?? 0) };
}

/** The game of the match between two games of these hands (the Roman match's Briscola,
 *  between games 1 and 3), next to `from` on the way to `to`; null when they are next to
 *  each other. */
export function gameBetween(from: number, to: number): number | null {
  if (Math.abs(to - from) < 2) return null;
  return from + Math.sign(to - from);
}

/** The address of a place of a table's match. */
export function addressOf(match: string, hand: Hand, play: number): string {
  return replayLink(match, { game: hand.game, hand: hand.hand, play });
}

/** A hand's biggest mistakes by side: the cards that gave away most, at most `most` each. */
export function mistakes(values: HandValues, most = 3): [Mistake[], Mistake[]] {
  const sides: [Mistake[], Mistake[]] = [[], []];
  values.plays.forEach((play, index) => {
    const lost = play.value_best - play.value_played;
    if (lost > 0) sides[play.seat % 2]?.push({ play: index + 1, seat: play.seat, card: play.card, best: play.best, lost });
  });
  return sides.map((list) => list.sort((a, b) => b.lost - a.lost || a.play - b.play).slice(0, most)) as [Mistake[], Mistake[]];
}

/** A card that gave thirds away: when (from 1), who, which, what was best, how much. */
export interface Mistake {
  play: number;
  seat: number;
  card: string;
  best: string[];
  lost: number;
}
