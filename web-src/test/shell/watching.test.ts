import { describe, expect, it } from "vitest";
import { parseRoute } from "../../src/shell/route";
import { watchable } from "../../src/shell/components/watch-list";
import { spectatorNames } from "../../src/shell/components/watching";
import { TableConnection } from "../../src/shell/socket";
import type { TableListing } from "../../src/shell/protocol";

function table(id: string, changes: Partial<TableListing> = {}): TableListing {
  const score = { games: [], score: [0, 0], wins: [0, 0], winner: null } satisfies TableListing["score"];
  return { id, game: "tressette", variant: "classico", options: {}, seats: [], status: "playing", training: false, ai_delay_ms: 0, created_at: "2026-01-01T00:00:00+00:00", score, ...changes };
}

describe("watching a table", () => {
  it("opens a table to watch from its own address", () => {
    expect(parseRoute("#/watch/abc")).toEqual({ page: "watch", id: "abc" });
  });

  it("connects a spectator to the table's watch route with the name it goes by, a seat to its own", () => {
    const page = { protocol: "http:", host: "club:8000" };
    expect(TableConnection.forSeat({ table: "t 1", token: "", watching: true }, "Anna B", page)).toBe("ws://club:8000/api/tables/t%201/watch?name=Anna%20B");
    expect(TableConnection.forSeat({ table: "t", token: "k" }, "Anna", page)).toBe("ws://club:8000/api/tables/t/ws?token=k");
  });

  it("offers the tables in play that let spectators in and are not one's own", () => {
    const tables = [table("a"), table("b", { spectators: false }), table("c", { status: "waiting" }), table("d")];
    expect(watchable(tables, new Set(["d"])).map((t) => t.id)).toEqual(["a"]);
  });

  it("names the spectators, a nameless one as a guest, and counts the rest", () => {
    expect(spectatorNames(["Anna", ""])).toBe("Anna, un ospite");
    expect(spectatorNames(["a", "b", "c", "d", "e"])).toBe("a, b, c e altri 2");
  });
});
