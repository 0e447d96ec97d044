// Briscola's replay: a record turned into frames (shell/steps-replay-logic.ts) — the deal, then every
// card played and every 7 exchanged, with the cards drawn after each trick (the winner first,
// the face-up briscola last), the trick on the table and the points each side has taken.
import { pointsOf, trickWinner, type BriCard } from "./logic";
import { suitOf, theCard } from "../../shell/cards";
import { t } from "../../shell/i18n";
import type { MatchRecord } from "../../shell/replay-address";
import { sideNames, without, type CardGroup, type ReplayFrame, type SeatName } from "../../shell/steps-replay-logic";

/** A Briscola hand as records write it. */
export interface BriscolaHandRecord {
  dealer: number;
  deal: string[][];
  briscola: string;
  stock: string[];
  plays: { seat: number; card?: string; swap?: string }[];
  result?: { points?: number[] };
}

/** A Briscola match record, as far as the viewer reads it. */
export interface BriscolaRecord extends MatchRecord {
  options?: { players?: number };
  hands: BriscolaHandRecord[];
}

/** The frames of every hand of `record`. */
export function briscolaFrames(record: BriscolaRecord, name: SeatName): ReplayFrame[] {
  return record.hands.flatMap((hand, index) => handFrames(hand, index + 1, name));
}

function handFrames(record: BriscolaHandRecord, number: number, name: SeatName): ReplayFrame[] {
  const players = record.deal.length;
  const suit = suitOf(record.briscola);
  const held = record.deal.map((cards) => [...cards]);
  let faceUp: string | null = record.briscola;
  let drawn = 0;
  let trick: BriCard[] = [];
  const taken = [0, 0];
  const side = (seat: number): number => (players === 4 ? seat % 2 : seat);
  const sides = sideNames(players);
  const frame = (play: number, seat: number | null, says: string, shown: readonly BriCard[]): ReplayFrame => ({
    hand: number,
    play,
    seat,
    says,
    held: held.map((cards) => [...cards]),
    groups: table(shown, faceUp, record.stock.length - drawn + (faceUp ? 1 : 0), name),
    score: t("web.replay.bri_points", { a_side: sides[0], a: taken[0], b_side: sides[1], b: taken[1] }),
  });
  const frames = [frame(0, null, t("web.replay.bri_deal", { name: name(record.dealer), card: theCard(record.briscola) }), [])];
  record.plays.forEach((entry, index) => {
    if (entry.swap) {
      held[entry.seat] = [...without(held[entry.seat] ?? [], [entry.swap]), faceUp ?? ""];
      const says = t("web.replay.bri_swap", { name: name(entry.seat), card: theCard(entry.swap), took: theCard(faceUp ?? "") });
      faceUp = entry.swap;
      frames.push(frame(index + 1, entry.seat, says, trick));
      return;
    }
    const card = entry.card ?? "";
    held[entry.seat] = without(held[entry.seat] ?? [], [card]);
    trick = [...trick, { seat: entry.seat, card }];
    let says = t("web.replay.bri_play", { name: name(entry.seat), card: theCard(card) });
    const shown = trick;
    if (trick.length === players) {
      const winner = trickWinner(trick, suit);
      const worth = pointsOf(trick.map((p) => p.card));
      taken[side(winner)] = (taken[side(winner)] ?? 0) + worth;
      says = `${says} ${t("web.replay.bri_takes", { name: name(winner), points: worth })}`;
      for (let i = 0; i < players && (drawn < record.stock.length || faceUp); i++) {
        const seat = (winner + i) % players;
        let next: string | null = faceUp; // the face-up card is drawn last
        if (drawn < record.stock.length) next = record.stock[drawn++] ?? null;
        else faceUp = null;
        if (next) held[seat]?.push(next);
      }
      trick = [];
    }
    frames.push(frame(index + 1, entry.seat, says, shown));
  });
  return frames;
}

/** The table: the trick (or the one just taken), the face-up briscola and the stock left. */
function table(trick: readonly BriCard[], faceUp: string | null, left: number, name: SeatName): CardGroup[] {
  const groups: CardGroup[] = trick.map((play) => ({ title: name(play.seat), cards: [play.card], seat: play.seat }));
  groups.push({ title: t("web.replay.bri_stock", { n: left }), cards: faceUp ? [faceUp] : [] });
  return groups;
}
