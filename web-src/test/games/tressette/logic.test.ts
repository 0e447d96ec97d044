import { describe, expect, it } from "vitest";
import {
  accusaText,
  announcement,
  cardsLeft,
  cardsOnTable,
  describeOptions,
  points,
  positionOf,
  refusalOf,
  shownScore,
  signalLabel,
  signalNamed,
  shownTarget,
  signalChoice,
  signalsNow,
  toggleSignal,
  trickWinner,
  waitingForReady,
} from "../../../src/games/tressette/logic";
import type { TableState, TressetteInfo, View } from "../../../src/games/tressette/protocol";

const signal = (id: string, companion = false) => ({
  id,
  dialect: null,
  companion,
  name: { it: id, en: id },
  meaning: { it: "", en: "" },
});

const INFO: TressetteInfo = {
  game: "tressette",
  variants: [],
  options: [],
  last_signal_trick: 9,
  vocabularies: {
    classico: { who: "leader", signals: [signal("busso"), signal("striscio"), signal("volo")] },
    neutra: { who: "any", signals: [signal("busso"), signal("volo")] },
    romana: { who: "leader", signals: [signal("volo"), signal("buona"), signal("piombo-a-un-palo", true), signal("piombo-a-due-pali", true)] },
  },
};

function view(plays: number, signals: View["options"]["signals"] = "classico", toMove: number | null = 0): View {
  const cards = ["4d", "5d", "6d", "7d", "4c", "5c", "6c", "7c", "4s", "5s", "6s", "7s"];
  return {
    game: "tressette",
    options: {
      target: 31,
      best_of: 1,
      decider_target: null,
      cappotto: true,
      accuse: "score",
      accuse_timing: "after-own-card",
      accuse_ends_game: false,
      redeal_under_one_point: true,
      redeal_three_sevens: true,
      signals,
      false_signals: true,
      second_game: "tressette",
    },
    seat: 0,
    dealer: 3,
    hand: [],
    plays: Array.from({ length: plays }, (_, i) => ({ seat: i % 4, card: cards[i % cards.length], signals: [] })),
    accuse: [],
    score: [0, 0],
    legal: [],
    wins: [0, 0],
    target: 31,
    to_move: toMove,
  };
}

describe("seats on screen", () => {
  it("puts you south, the next player on your right and your partner opposite", () => {
    expect(positionOf(2, 2)).toBe("south");
    expect(positionOf(3, 2)).toBe("east");
    expect(positionOf(0, 2)).toBe("north");
    expect(positionOf(1, 2)).toBe("west");
  });
});

describe("the cards in the middle", () => {
  it("show the trick being played", () => {
    const onTable = cardsOnTable(view(6));
    expect(onTable.plays.map((p) => p.card)).toEqual(["4c", "5c"]);
    expect(onTable.complete).toBe(false);
  });
  it("keep a finished trick until the next lead", () => {
    const onTable = cardsOnTable(view(8));
    expect(onTable.plays).toHaveLength(4);
    expect(onTable.complete).toBe(true);
  });
  it("are empty before the first card", () => {
    expect(cardsOnTable(view(0)).plays).toEqual([]);
  });
});

describe("counting", () => {
  it("counts the cards left in each hand", () => {
    expect(cardsLeft(view(6))).toEqual([8, 8, 9, 9]);
  });
  it("turns thirds into whole points, rounding down", () => {
    expect(points(29)).toBe(9);
    expect(points(3)).toBe(1);
  });
  it("gives the trick to the highest card of the suit led (3 beats 2 beats asso)", () => {
    const plays = [
      { seat: 1, card: "Ad", signals: [] },
      { seat: 2, card: "3c", signals: [] },
      { seat: 3, card: "2d", signals: [] },
      { seat: 0, card: "Rd", signals: [] },
    ];
    expect(trickWinner(plays)).toBe(3);
  });
});

describe("signals", () => {
  it("are offered to the leader only where the vocabulary says so", () => {
    expect(signalsNow(INFO, view(4)).map((s) => s.id)).toEqual(["busso", "striscio", "volo"]);
    expect(signalsNow(INFO, view(5, "classico", 0))).toEqual([]);
  });
  it("are offered to every player in neutra", () => {
    expect(signalsNow(INFO, view(5, "neutra", 0)).map((s) => s.id)).toEqual(["busso", "volo"]);
  });
  it("are never offered at the last trick, nor with signals off, nor off turn", () => {
    expect(signalsNow(INFO, view(36))).toEqual([]);
    expect(signalsNow(INFO, view(4, "none"))).toEqual([]);
    expect(signalsNow(INFO, view(4, "classico", 2))).toEqual([]);
  });
  it("are offered as buttons when true of the hand, the others apart where false signals are allowed", () => {
    const lead = view(4, "romana");
    const trueSignals = { volo: ["7d"], "piombo-a-un-palo": ["Ad", "7d"] };
    const allowed = signalChoice(INFO, { ...lead, options: { ...lead.options, false_signals: true } }, trueSignals);
    expect(allowed.true.map((s) => s.id)).toEqual(["volo", "piombo-a-un-palo"]);
    expect(allowed.bluffs.map((s) => s.id)).toEqual(["buona", "piombo-a-due-pali"]);
    const refused = signalChoice(INFO, { ...lead, options: { ...lead.options, false_signals: false } }, trueSignals);
    expect(refused.true.map((s) => s.id)).toEqual(["volo", "piombo-a-un-palo"]);
    expect(refused.bluffs).toEqual([]);
    const nothingTrue = signalChoice(INFO, { ...lead, options: { ...lead.options, false_signals: false } }, undefined);
    expect(nothingTrue).toEqual({ true: [], bluffs: [] });
  });
  it("allow one signal plus one companion, a new choice replacing the old", () => {
    const available = INFO.vocabularies.romana.signals;
    let chosen = toggleSignal([], "volo", available);
    chosen = toggleSignal(chosen, "piombo-a-un-palo", available);
    expect(chosen).toEqual(["volo", "piombo-a-un-palo"]);
    chosen = toggleSignal(chosen, "buona", available);
    expect(chosen).toEqual(["piombo-a-un-palo", "buona"]);
    chosen = toggleSignal(chosen, "piombo-a-due-pali", available);
    expect(chosen).toEqual(["buona", "piombo-a-due-pali"]);
    expect(toggleSignal(chosen, "buona", available)).toEqual(["piombo-a-due-pali"]);
  });
});

describe("the next hand", () => {
  it("waits for the connected people who have not said ready", () => {
    const state = {
      phase: "hand_over",
      ready: [0],
      seats: [
        { seat: 0, kind: "human", name: "A", ai: null, connected: true },
        { seat: 1, kind: "human", name: "B", ai: null, connected: true },
        { seat: 2, kind: "human", name: "C", ai: "heuristic", connected: false },
        { seat: 3, kind: "ai", name: null, ai: "heuristic", connected: false },
      ],
    } as unknown as TableState;
    expect(waitingForReady(state)).toEqual([1]);
  });
});

describe("a card that may not be played, said before anything is sent", () => {
  it("must follow the suit led: the refusal names the suit led and the card", () => {
    const led = { ...view(5), hand: ["Rd", "3c", "Ac"], legal: ["3c", "Ac"] }; // trick 2: 4c led
    expect(refusalOf(led, "Rd")).toEqual({ why: "follow_suit", led: "4c", card: "Rd" });
    expect(refusalOf(led, "3c")).toBeNull();
  });

  it("is not the seat's turn: the refusal says whose it is", () => {
    expect(refusalOf({ ...view(1, "classico", 1), hand: ["Rd"], legal: [] }, "Rd")).toEqual({ why: "not_your_turn", toMove: 1 });
  });

  it("leaves to the server a refusal the snapshot cannot explain (no card led)", () => {
    expect(refusalOf({ ...view(0), hand: ["Rd"], legal: [] }, "Rd")).toBeNull();
  });
});

describe("a table's options in words", () => {
  const say = (key: string, params: Record<string, unknown> = {}): string => `${key}${Object.keys(params).length ? JSON.stringify(params) : ""}`;

  it("names the target, the games, the accuse and the Roman match, never key=value", () => {
    const options = { target: 31, best_of: 3, accuse: "score", signals: "romana", second_game: "briscola" };
    expect(describeOptions(options, say)).toBe(
      'web.score.target{"target":31}, web.describe.best_of{"n":3}, web.describe.accuse.score, web.describe.second_game.briscola',
    );
  });

  it("leaves out what every table has: one game, no accuse, the second game at Tressette", () => {
    expect(describeOptions({ target: 11, best_of: 1, accuse: "off", second_game: "tressette" }, say)).toBe('web.score.target{"target":11}');
  });
});

describe("the toolbar's score and who is away", () => {
  const game = (score: [number, number], target = 11) => ({ game: "tressette", score, winner: 1, ended_by: "cappotto" as const, target });
  it("keeps the last game's final score once the match is over, not the next game's nought", () => {
    const match = { games: [game([0, 14])], score: [0, 0] as [number, number], wins: [0, 1] as [number, number], winner: 1 };
    expect(shownScore({ view: null, match })).toEqual([0, 14]);
    const over = { ...view(0), hand: [], plays: [], score: [0, 0] as [number, number] };
    expect(shownScore({ view: over, match })).toEqual([0, 14]); // the view of no hand at all
    const between = { ...match, winner: null };
    expect(shownScore({ view: over, match: between })).toEqual([0, 14]); // the next game not begun
    const playing = view(4);
    expect(shownScore({ view: playing, match })).toBe(playing.score);
    const later = { ...between, score: [5, 6] as [number, number] };
    expect(shownScore({ view: { ...over, score: [5, 6] }, match: later })).toEqual([5, 6]);
  });
  it("gives the target the game it shows was played to: once the bella to 41 is over, 41", () => {
    const match = { games: [game([11, 3]), game([2, 11]), game([30, 41], 41)], score: [0, 0] as [number, number], wins: [1, 2] as [number, number], winner: 1 };
    const over = { ...view(0), hand: [], plays: [], score: [0, 0] as [number, number], target: 11 };
    expect(shownTarget({ view: over, match })).toBe(41); // the match's next target is not what was played
    expect(shownTarget({ view: null, match })).toBe(41);
    const playing = { ...view(4), target: 41 };
    expect(shownTarget({ view: playing, match: { ...match, games: match.games.slice(0, 2), winner: null } })).toBe(41);
    expect(shownTarget({ view: null, match: { games: [], score: [0, 0], wins: [0, 0], winner: null } })).toBeNull();
  });
  it("shows no cards in anybody's hand once a hand is over and before the next deal", () => {
    expect(cardsLeft({ ...view(0), hand: [], plays: [] })).toEqual([0, 0, 0, 0]);
    expect(cardsLeft({ ...view(0), hand: ["Ad"] })).toEqual([10, 10, 10, 10]); // dealt, none played
  });
});

describe("accuse in words", () => {
  const catalog: Record<string, string> = {
    "web.accusa.napoletana": "Napoletana of {suit} · {points}",
    "web.accusa.hidden": "accusa worth {points}",
    "card.suit.c": "Cups",
  };
  const say = (key: string, params: Record<string, unknown> = {}) =>
    (catalog[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  it("names the combination once it is public (its suit as the card names say it), and only its points before", () => {
    expect(accusaText({ seat: 1, kind: "napoletana", suit: "c", points: 3 }, say)).toBe("Napoletana of Cups · 3");
    expect(accusaText({ seat: 1, points: 3 }, say)).toBe("accusa worth 3");
  });
});

describe("what a screen reader is told", () => {
  const words = {
    seat: (seat: number) => ["you", "East", "North", "West"][seat],
    card: (code: string) => `the ${code}`,
    say: (key: string, params: Record<string, unknown> = {}) =>
      key === "web.a11y.played" ? `${String(params.name)} played ${String(params.card)}.` : "Your turn.",
  };
  it("names the last card played and its player, and says when it is your turn", () => {
    expect(announcement({ plays: [], to_move: 0, seat: 0 }, words)).toBe("Your turn.");
    expect(announcement({ plays: [{ seat: 1, card: "Rd", signals: [] }], to_move: 2, seat: 0 }, words)).toBe("East played the Rd.");
    expect(announcement({ plays: [{ seat: 3, card: "4c", signals: [] }], to_move: 0, seat: 0 }, words)).toBe("West played the 4c. Your turn.");
    expect(announcement(null, words)).toBe("");
  });
});

describe("a signal's one name, everywhere", () => {
  const signal = (name: string, dialect: string | null = null) => ({ name: { it: name, en: name }, dialect });
  it("is the Italian term, with the dialect's word after it where it differs", () => {
    expect(signalLabel(signal("busso", "cioca"), "en")).toBe("busso (cioca)");
    expect(signalLabel(signal("piombo", "plumbo"), "it")).toBe("piombo (plumbo)");
    expect(signalLabel(signal("volo"), "en")).toBe("volo");
    expect(signalLabel(signal("striscio", "striscio"), "en")).toBe("striscio");
  });
  it("names a signal the info does not have by its id", () => {
    expect(signalNamed(null, "romana", "ho-l-asso", "en")).toBe("ho-l-asso");
  });
});
