import { describe, expect, it } from "vitest";
import { DEFAULT_GAME, GAMES, gameNamed, offeredGames, tableLabel } from "../src/games";
import type { Seat } from "../src/store";

const SOURCES = import.meta.glob<string>("../src/**/*.ts", { query: "?raw", import: "default", eager: true });
/** The registry, the files of one game's view, its parts and logic, and the types generated from every game's models. */
const GAME_FILES = new Set([
  "../src/games.ts",
  "../src/protocol-types.ts",
  "../src/cards.ts",
  "../src/table-logic.ts",
  "../src/components/table-view.ts",
  "../src/components/summaries.ts",
  "../src/pinnacola-logic.ts",
  "../src/components/pinnacola-view.ts",
  "../src/briscola-logic.ts",
  "../src/components/briscola-view.ts",
  "../src/components/tressette-help.ts",
  "../src/components/tressette-seats.ts",
  "../src/components/table-panels.ts",
  "../src/components/briscola-felt.ts",
  "../src/components/briscola-summaries.ts",
  "../src/components/pinnacola-felt.ts",
  "../src/tressette-replay-logic.ts",
  "../src/components/tressette-replay.ts",
  "../src/components/pinnacola-summaries.ts",
  "../src/components/pinnacola-training.ts",
]);

function namesAGame(text: string): boolean {
  return [...GAMES.keys()].some((name) => new RegExp(`["'\`]${name}["'\`]`).test(text));
}

const seat = (game?: string): Seat => ({
  table: "t1",
  token: "k",
  seat: 0,
  mode: "single",
  variant: "classico",
  created: "2026-11-30T10:00:00Z",
  ...(game === undefined ? {} : { game }),
});

describe("the registry of game views", () => {
  it("lists each game once under its own name, the default among them", () => {
    for (const [name, game] of GAMES) expect(game.name).toBe(name);
    expect(GAMES.has(DEFAULT_GAME)).toBe(true);
  });

  it("draws each game's table with a view element of its own, for the seat's table", () => {
    const tags = new Set<string>();
    for (const game of GAMES.values()) {
      const template = game.view({ seat: seat(game.name), store: null as never, info: null });
      const tag = /<([a-z]+-[a-z-]+)/.exec(template.strings.join(""))?.[1];
      expect(tag).toBeDefined();
      expect(customElements.get(tag!)).toBeDefined();
      tags.add(tag!);
    }
    expect(tags.size).toBe(GAMES.size);
  });

  it("gives a seat saved without a game the default game's view, and none for an unknown game", () => {
    expect(gameNamed(seat().game)).toBe(GAMES.get(DEFAULT_GAME));
    expect(gameNamed("scopa")).toBeUndefined();
  });

  it("labels a table by its game, or by its variant for a game it does not know", () => {
    expect(tableLabel(undefined, "romana")).toBe(GAMES.get(DEFAULT_GAME)!.label("romana"));
    expect(tableLabel("scopa", "scopone")).toBe("scopone");
  });
});

describe("the games the lobby and the statistics offer", () => {
  it("are the server's games this browser can show, in the server's order", () => {
    const listed = [...GAMES.keys()].reverse().map((name) => ({ name, variants: ["v"], seats: [4] }));
    const offered = offeredGames([{ name: "scopa", variants: [], seats: [4] }, ...listed]);
    expect(offered.map((o) => o.game.name)).toEqual([...GAMES.keys()].reverse());
    expect(offered[0].listing).toBe(listed[0]);
  });

  it("start each seat of a new table as a friend's or as one of the game's computer players", () => {
    for (const game of GAMES.values()) {
      const { defaultSeat, players } = game.lobby;
      expect(defaultSeat === "open" || players.includes(defaultSeat)).toBe(true);
      for (const player of players) expect(player.startsWith("ai:")).toBe(true);
      expect(typeof game.lobby.describe({})).toBe("string");
    }
  });
});

describe("the client's generic code", () => {
  it("names no game outside the registry and the games' own files", () => {
    const naming = Object.entries(SOURCES)
      .filter(([path, text]) => !GAME_FILES.has(path) && namesAGame(text))
      .map(([path]) => path);
    expect(naming).toEqual([]);
  });

  it("still catches a file that names a game", () => {
    expect(namesAGame(`call("GET", "/api/games/${DEFAULT_GAME}")`)).toBe(false);
    expect(namesAGame(`game: "${DEFAULT_GAME}"`)).toBe(true);
  });
});
