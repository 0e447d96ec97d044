// Scopa's replay: a record turned into frames (shell/steps-replay-logic.ts) — the deal, then
// every play with what it took (and the scopa it made), the next three cards each once every
// hand is empty, and at the hand's last play what was left on the table going to the side of
// the last capture; the table as it lies, and each side's cards and scope so far.
import { theCard } from "../../shell/cards";
import { t } from "../../shell/i18n";
import type { MatchRecord } from "../../shell/replay-address";
import { without, type CardGroup, type ReplayFrame, type SeatName } from "../../shell/steps-replay-logic";
import { playWords } from "./felt";
import { sideOf, type ScoPlayed } from "./logic";

/** A Scopa hand as records write it. */
export interface ScopaHandRecord {
  dealer: number;
  deal: string[][];
  table: string[];
  stock: string[];
  plays: ScoPlayed[];
  result?: { total?: number[] };
}

/** A Scopa match record, as far as the viewer reads it. */
export interface ScopaRecord extends MatchRecord {
  options?: { players?: number; scopone?: boolean };
  hands: ScopaHandRecord[];
}

/** The frames of every hand of `record`. */
export function scopaFrames(record: ScopaRecord, name: SeatName): ReplayFrame[] {
  return record.hands.flatMap((hand, index) => handFrames(hand, index + 1, name));
}

function handFrames(record: ScopaHandRecord, number: number, name: SeatName): ReplayFrame[] {
  const players = record.deal.length;
  const size = record.deal[0]?.length ?? 3;
  const held = record.deal.map((cards) => [...cards]);
  let table = [...record.table];
  let drawn = 0;
  const taken = [0, 0];
  const scope = [0, 0];
  let lastCapture: number | null = null;
  const frame = (play: number, seat: number | null, says: string, move: CardGroup | null, total: number[] | null): ReplayFrame => ({
    hand: number,
    play,
    seat,
    says,
    held: held.map((cards) => [...cards]),
    groups: [
      { title: t("web.sco.replay_table", { n: record.stock.length - drawn }), cards: [...table] },
      ...(move ? [move] : []),
    ],
    score: [
      t("web.sco.replay_taken", { a: taken[0], b: taken[1], sa: scope[0], sb: scope[1] }),
      ...(total ? [t("web.sco.replay_points", { a: total[0] ?? 0, b: total[1] ?? 0 })] : []),
    ].join(" · "),
  });
  const dealt = record.table.length
    ? t("web.sco.replay_deal", { name: name(record.dealer), n: size })
    : t("web.sco.replay_deal_scopone", { name: name(record.dealer), n: size });
  const frames = [frame(0, null, dealt, null, null)];
  record.plays.forEach((play, index) => {
    const last = index === record.plays.length - 1;
    held[play.seat] = without(held[play.seat] ?? [], [play.card]);
    const side = sideOf(play.seat);
    let says = playWords(play, name(play.seat));
    if (play.take.length) {
      table = without(table, play.take);
      taken[side] = (taken[side] ?? 0) + play.take.length + 1;
      lastCapture = side;
    } else table = [...table, play.card];
    if (play.scopa) {
      scope[side] = (scope[side] ?? 0) + 1;
      says = `${says} ${t("web.sco.replay_scopa")}`;
    }
    if (last && table.length && lastCapture !== null) {
      says = `${says} ${t("web.sco.replay_leftovers", { cards: table.map((code) => theCard(code)).join(", "), name: name(lastCaptureSeat(record.plays, lastCapture)) })}`;
      taken[lastCapture] = (taken[lastCapture] ?? 0) + table.length;
      table = [];
    }
    if (!last && held.every((cards) => cards.length === 0) && drawn < record.stock.length) {
      const order = Array.from({ length: players }, (_, i) => (record.dealer + 1 + i) % players);
      const count = Math.min(size * players, record.stock.length - drawn);
      for (let position = 0; position < count; position++) held[order[position % players]]?.push(record.stock[drawn + position] ?? "");
      drawn += count;
      says = `${says} ${t("web.sco.replay_next_deal", { n: size })}`;
    }
    // a capture beside the table: the card played and what it took (a card laid is on the table)
    const move = play.take.length ? { title: name(play.seat), cards: [play.card, ...play.take], seat: play.seat } : null;
    frames.push(frame(index + 1, play.seat, says, move, last ? (record.result?.total ?? null) : null));
  });
  return frames;
}

/** The seat that made the hand's last capture (of `side`). */
function lastCaptureSeat(plays: readonly ScoPlayed[], side: number): number {
  for (let index = plays.length - 1; index >= 0; index--) {
    const play = plays[index];
    if (play && play.take.length && sideOf(play.seat) === side) return play.seat;
  }
  return side;
}
