import { describe, expect, it } from "vitest";
import { Store, type KeyValue } from "../../src/shell/store";

class Memory implements KeyValue {
  data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

const seat = (table: string, mode: "single" | "training" | "multi" = "single") => ({
  table,
  token: `tok-${table}`,
  seat: 0,
  mode,
  variant: "classico",
  created: "2026-11-30T10:00:00Z",
});

describe("the browser's memory", () => {
  it("keeps settings, the profile and the seats across visits", () => {
    const memory = new Memory();
    const first = new Store(memory);
    first.update({ nickname: "Anna", deck: "piacentine" });
    first.setProfile({ id: "p1", secret: "s1" });
    first.addSeat(seat("t1"));
    const second = new Store(memory);
    expect(second.settings.nickname).toBe("Anna");
    expect(second.settings.deck).toBe("piacentine");
    expect(second.profile).toEqual({ id: "p1", secret: "s1" });
    expect(second.seatAt("t1")?.token).toBe("tok-t1");
  });
  it("keeps what the lobby's panels were left at, game by game, across pages and visits", () => {
    const memory = new Memory();
    const first = new Store(memory);
    first.rememberLobby({ choices: { scopa: { variant: "scopone", options: {} } }, seats: { scopa: ["open"] } });
    first.rememberLobby({ training: { briscola: true } });
    const second = new Store(memory);
    expect(second.lobby).toEqual({ choices: { scopa: { variant: "scopone", options: {} } }, seats: { scopa: ["open"] }, training: { briscola: true } });
  });

  it("keeps a seat left in a match in play, marked, until the player opens its table again", () => {
    const memory = new Memory();
    const store = new Store(memory);
    store.addSeat(seat("t1", "multi"));
    store.addSeat(seat("t2", "multi"));
    store.leaveSeat("t1", true);
    store.leaveSeat("t2", false); // not started: the seat is free again, nothing to take back
    const later = new Store(memory);
    expect(later.seatAt("t1")).toMatchObject({ token: "tok-t1", left: true });
    expect(later.seatAt("t2")).toBeUndefined();
    later.takeBack("t1");
    expect(new Store(memory).seatAt("t1")?.left).toBe(false);
  });
  it("tells the views that show a setting when it changes (the name given at the first visit)", () => {
    const store = new Store(new Memory());
    let told = 0;
    store.changes.addEventListener("change", () => (told += 1));
    store.update({ nickname: "Giocatore 531" });
    expect(told).toBe(1);
    expect(store.settings.nickname).toBe("Giocatore 531");
  });

  it("starts afresh from unreadable memory instead of failing", () => {
    const memory = new Memory();
    memory.setItem("circolo.v1", "{not json");
    const store = new Store(memory, { lang: "en" });
    expect(store.settings.lang).toBe("en");
    expect(store.seats).toEqual([]);
  });
  it("lists the newest seat first, once per table", () => {
    const store = new Store(new Memory());
    store.addSeat(seat("t1"));
    store.addSeat(seat("t2"));
    store.addSeat(seat("t1", "training"));
    expect(store.seats.map((s) => s.table)).toEqual(["t1", "t2"]);
    store.removeSeat("t1");
    expect(store.seats.map((s) => s.table)).toEqual(["t2"]);
  });
  it("goes on when the storage refuses to write", () => {
    const full: KeyValue = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    };
    const store = new Store(full);
    expect(store.update({ sounds: false }).sounds).toBe(false);
  });
});

describe("the club evenings the browser holds a token of", () => {
  it("keeps the director's token and a player's apart, across visits", () => {
    const memory = new Memory();
    const store = new Store(memory);
    store.addEvening({ id: "ev1", token: "director", director: true, link: "http://x/#/evening/ev1/c" });
    store.addEvening({ id: "ev1", token: "player" });
    const again = new Store(memory);
    expect(again.eveningDirector("ev1")).toEqual({ id: "ev1", token: "director", director: true, link: "http://x/#/evening/ev1/c" });
    expect(again.eveningPlayer("ev1")?.token).toBe("player");
    expect(again.eveningPlayer("ev2")).toBeUndefined();
  });

  it("replaces a token of the same kind, newest first", () => {
    const store = new Store(new Memory());
    store.addEvening({ id: "ev1", token: "a" });
    store.addEvening({ id: "ev2", token: "b" });
    store.addEvening({ id: "ev1", token: "c" });
    expect(store.evenings.map((e) => `${e.id}:${e.token}`)).toEqual(["ev1:c", "ev2:b"]);
  });

  it("keeps the evening a table's seat belongs to (its token is the evening's)", () => {
    const store = new Store(new Memory());
    store.addSeat({ ...seat("t9", "multi"), seat: 3, evening: "ev1" });
    expect(store.seatAt("t9")).toMatchObject({ seat: 3, evening: "ev1", mode: "multi" });
  });
});
