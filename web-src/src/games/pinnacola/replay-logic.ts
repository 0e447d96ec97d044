// Pinnacola's replay: a record turned into frames (shell/steps-replay-logic.ts) — the deal, then
// every turn: the draw (from the stock, or the pile from a card up), the melds laid, the cards
// attached and the wild cards taken back in a swap, the discard; what each seat held after
// it, the pile, the stock left, every meld on the table, and each hand's points at its end.
import { frenchName } from "../../shell/cards";
import { t } from "../../shell/i18n";
import { FRENCH_RANK_ORDER, FRENCH_SUIT_ORDER, type PinDraw, type PinTableStep } from "./logic";
import type { MatchRecord } from "../../shell/replay-address";
import { sideNames, without, type CardGroup, type ReplayFrame, type SeatName } from "../../shell/steps-replay-logic";

/** A turn as records write it. */
export interface PinnacolaTurnRecord {
  seat: number;
  draw: PinDraw | null;
  actions: PinTableStep[];
  discard: string | null;
}

/** A Pinnacola hand as records write it. */
export interface PinnacolaHandRecord {
  dealer: number;
  deal: string[][];
  upcard: string;
  stock: string[];
  turns: PinnacolaTurnRecord[];
  result?: { total?: number[]; closer?: number | null };
}

/** A Pinnacola match record, as far as the viewer reads it. */
export interface PinnacolaRecord extends MatchRecord {
  hands: PinnacolaHandRecord[];
}

interface Meld {
  seat: number;
  cards: string[];
}

/** The frames of every hand of `record`. */
export function pinnacolaFrames(record: PinnacolaRecord, name: SeatName): ReplayFrame[] {
  return record.hands.flatMap((hand, index) => handFrames(hand, index + 1, name));
}

const names = (cards: readonly string[]): string => cards.map((card) => frenchName(card)).join(", ");

function handFrames(record: PinnacolaHandRecord, number: number, name: SeatName): ReplayFrame[] {
  const held = record.deal.map((cards) => [...cards]);
  const pile = [record.upcard];
  const melds: Meld[] = [];
  let drawn = 0;
  const frame = (play: number, seat: number | null, says: string, score = ""): ReplayFrame => ({
    hand: number,
    play,
    seat,
    says,
    held: held.map((cards) => [...cards]),
    groups: table(pile, record.stock.length - drawn, melds, name),
    score,
  });
  const frames = [frame(0, null, t("web.replay.pin_deal", { name: name(record.dealer), card: frenchName(record.upcard) }))];
  record.turns.forEach((turn, index) => {
    const said: string[] = [];
    const hand = (): string[] => held[turn.seat] ?? [];
    if (turn.draw === null) {
      said.push(t("web.replay.pin_stock_out"));
    } else if (turn.draw.from === "stock") {
      const card = record.stock[drawn++] ?? "";
      hand().push(card);
      said.push(t("web.replay.pin_draw", { card: frenchName(card) }));
    } else {
      const taken = pile.splice(turn.draw.index);
      hand().push(...taken);
      said.push(t("web.replay.pin_take", { n: taken.length, cards: names(taken) }));
    }
    for (const action of turn.actions) said.push(act(action, turn.seat, held, melds));
    if (turn.discard) {
      held[turn.seat] = without(hand(), [turn.discard]);
      pile.push(turn.discard);
      said.push(t("web.replay.pin_discard", { card: frenchName(turn.discard) }));
    }
    const last = index === record.turns.length - 1;
    const total = record.result?.total;
    const [aSide, bSide] = sideNames(record.deal.length);
    const score = last && total ? t("web.replay.pin_total", { a_side: aSide, a: total[0] ?? 0, b_side: bSide, b: total[1] ?? 0 }) : "";
    frames.push(frame(index + 1, turn.seat, `${name(turn.seat)}: ${said.join("; ")}`, score));
  });
  return frames;
}

/** One step on the table, done to `held` and `melds`; what it was, in words. */
function act(action: PinTableStep, seat: number, held: string[][], melds: Meld[]): string {
  if ("meld" in action) {
    held[seat] = without(held[seat] ?? [], action.meld);
    melds.push({ seat, cards: inOrder(action.meld) });
    return t("web.replay.pin_meld", { cards: names(action.meld) });
  }
  const meld = melds["attach" in action ? action.attach : action.swap];
  if ("attach" in action) {
    held[seat] = without(held[seat] ?? [], action.cards);
    if (meld) meld.cards = inOrder([...meld.cards, ...action.cards]);
    return t("web.replay.pin_attach", { cards: names(action.cards), n: action.attach + 1 });
  }
  const wild = action.take.split("=")[0] ?? action.take;
  held[seat] = [...without(held[seat] ?? [], [action.give]), wild];
  if (meld) {
    // the wild card that stood for the card given (in a run `JK=7h`, in a set `JK=7`)
    const stands = [`${wild}=${action.give}`, `${wild}=${action.give[0] ?? ""}`];
    const exact = meld.cards.findIndex((card) => stands.includes(card));
    const at = exact >= 0 ? exact : meld.cards.findIndex((card) => card.startsWith(`${wild}=`));
    if (at >= 0) meld.cards[at] = action.give;
    meld.cards = inOrder(meld.cards);
  }
  return t("web.replay.pin_swap", { give: frenchName(action.give), take: frenchName(action.take), n: action.swap + 1 });
}

/** A meld's cards as the table lays them: a run from its lowest card (an ace above a king
 *  when the run holds a king), a set by suit; a wild card where what it stands for goes. */
export function inOrder(cards: readonly string[]): string[] {
  const meaning = (card: string): string => card.split("=")[1] ?? card;
  const naturals = cards.filter((card) => !card.includes("="));
  const sameRank = naturals.length > 1 && new Set(naturals.map((card) => card[0])).size === 1;
  const isSet = sameRank || cards.some((card) => meaning(card).length === 1);
  if (isSet) {
    const suit = (card: string): number => (card.includes("=") ? 9 : FRENCH_SUIT_ORDER.indexOf((card[1] ?? "h") as never));
    return [...cards].sort((a, b) => suit(a) - suit(b));
  }
  const high = cards.some((card) => meaning(card)[0] === "K");
  const rank = (card: string): number => {
    const at = FRENCH_RANK_ORDER.indexOf((meaning(card)[0] ?? "A") as never);
    return at === 0 && high ? FRENCH_RANK_ORDER.length : at;
  };
  return [...cards].sort((a, b) => rank(a) - rank(b));
}

/** The table: the pile (its top card last), the stock left, and every meld with who laid it. */
function table(pile: readonly string[], left: number, melds: readonly Meld[], name: SeatName): CardGroup[] {
  return [
    { title: t("web.replay.pin_pile", { n: pile.length }), cards: [...pile] },
    { title: t("web.replay.pin_stock", { n: left }), cards: [] },
    ...melds.map((meld, index) => ({ title: t("web.replay.pin_meld_of", { n: index + 1, name: name(meld.seat) }), cards: [...meld.cards], seat: meld.seat })),
  ];
}
