import { describe, expect, it } from "vitest";
import { DEFAULT_GAME, GAMES, gameNamed, offeredGames, tableLabel } from "../../src/games/index";
import type { Seat } from "../../src/shell/store";

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
    expect(gameNamed("burraco")).toBeUndefined();
  });

  it("labels a table by its game, or by its variant for a game it does not know", () => {
    expect(tableLabel(undefined, "romana")).toBe(GAMES.get(DEFAULT_GAME)!.label("romana"));
    expect(tableLabel("burraco", "classico")).toBe("classico");
  });
});

describe("the games the lobby and the statistics offer", () => {
  it("are the server's games this browser can show, in the server's order", () => {
    const listed = [...GAMES.keys()].reverse().map((name) => ({ name, variants: ["v"], seats: [4] }));
    const offered = offeredGames([{ name: "burraco", variants: [], seats: [4] }, ...listed]);
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

describe("the games' folders", () => {
  /** Each game's files (src/games/NAME/…), by their path from here. */
  const FILES = import.meta.glob<string>("../../src/games/*/**/*.ts", { query: "?raw", import: "default", eager: true });
  const folderOf = (path: string): string | undefined => /\/src\/games\/([^/]+)\//.exec(path)?.[1];

  it("are one per game of the list, named as the game, each giving its entry (index.ts)", () => {
    const folders = new Set(Object.keys(FILES).map(folderOf));
    expect([...folders].sort()).toEqual([...GAMES.keys()].sort());
    for (const name of GAMES.keys()) expect(`../../src/games/${name}/index.ts` in FILES, name).toBe(true);
  });

  it("import no other game's folder, nor the list of the games", () => {
    const crossing: string[] = [];
    for (const [path, text] of Object.entries(FILES)) {
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)) {
        const target = new URL(spec, `file:///${path.replace(/^(\.\.\/)+/, "")}`).pathname;
        const other = folderOf(target);
        if (target === "/src/games/index" || (other !== undefined && other !== folderOf(path))) crossing.push(`${path} imports ${spec}`);
      }
    }
    expect(crossing).toEqual([]);
  });
});
