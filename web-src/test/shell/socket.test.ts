import { describe, expect, it } from "vitest";
import type { ErrorMessage, StateMessage } from "../../src/shell/protocol";
import { Refused, TableConnection, type SocketLike } from "../../src/shell/socket";

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code?: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function connect() {
  const sockets: FakeSocket[] = [];
  const states: StateMessage[] = [];
  const errors: ErrorMessage[] = [];
  const connection = new TableConnection(
    "ws://x/api/tables/t/ws?token=k",
    { state: (s) => states.push(s), error: (e) => errors.push(e), connected: () => undefined },
    () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  );
  connection.connect();
  sockets[0].open();
  return { connection, sockets, states, errors };
}

describe("the table connection", () => {
  it("builds the seat's address from the page's", () => {
    expect(TableConnection.urlFor("ab", "t/k", { protocol: "https:", host: "h:1" })).toBe("wss://h:1/api/tables/ab/ws?token=t%2Fk");
  });
  it("matches each answer to its message by id", async () => {
    const { connection, sockets } = connect();
    const first = connection.send({ type: "ping" });
    const second = connection.send({ type: "play", card: "3d" });
    const [a, b] = sockets[0].sent;
    sockets[0].receive({ type: "error", v: 1, id: b.id, code: "illegal", message: "must follow suit", message_it: "bisogna rispondere" });
    sockets[0].receive({ type: "ack", v: 1, id: a.id });
    await expect(first).resolves.toMatchObject({ type: "ack" });
    await expect(second).rejects.toBeInstanceOf(Refused);
  });
  it("ignores a snapshot older than one already shown", () => {
    const { sockets, states } = connect();
    sockets[0].receive({ type: "state", seq: 5 });
    sockets[0].receive({ type: "state", seq: 4 });
    sockets[0].receive({ type: "state", seq: 6 });
    expect(states.map((s) => s.seq)).toEqual([5, 6]);
  });
  it("takes a new connection's first snapshot whatever its seq (a table rebuilt after a restart)", async () => {
    const { sockets, states } = connect();
    sockets[0].receive({ type: "state", seq: 40 });
    sockets[0].close();
    await new Promise((resolve) => setTimeout(resolve, 450));
    sockets[1].open();
    sockets[1].receive({ type: "state", seq: 2 });
    sockets[1].receive({ type: "state", seq: 1 });
    sockets[1].receive({ type: "state", seq: 3 });
    expect(states.map((s) => s.seq)).toEqual([40, 2, 3]);
  });
  it("hands errors nobody waits for to the table", () => {
    const { sockets, errors } = connect();
    sockets[0].receive({ type: "error", v: 1, id: null, code: "flood", message: "slow down", message_it: "piano" });
    expect(errors.map((e) => e.code)).toEqual(["flood"]);
  });
  it("refuses to send while disconnected, with a sentence", async () => {
    const { connection, sockets } = connect();
    sockets[0].readyState = 3;
    await expect(connection.send({ type: "ping" })).rejects.toThrow(/Not connected/);
  });
  it("reconnects after a dropped line, but not after a bad token", async () => {
    const { sockets } = connect();
    sockets[0].close();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    sockets[1].receive({ type: "error", v: 1, id: null, code: "bad_token", message: "bad", message_it: "no" });
    sockets[1].close();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(sockets).toHaveLength(2);
  });
  it("keeps the server's own sentence when a spectator's name is refused, and does not retry", async () => {
    const { sockets, errors } = connect();
    sockets[0].receive({ type: "error", v: 1, id: null, code: "name_taken", message: "\"Anna\" is the name of a player at this table: watch under a name of your own", message_it: "x" });
    sockets[0].close(4403);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(sockets).toHaveLength(1);
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/name of your own/)]);
  });
  it("does not reconnect once the seat was opened elsewhere, and says so", async () => {
    const { sockets, errors } = connect();
    sockets[0].close(4409);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(sockets).toHaveLength(1);
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/another window/)]);
  });
  it("reconnects after the server disconnected it as too slow", async () => {
    const { sockets } = connect();
    sockets[0].close(4408);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(sockets).toHaveLength(2);
  });
  it("applies a presence message to the last snapshot", () => {
    const { sockets, states } = connect();
    const seat = (n: number, connected: boolean) => ({ seat: n, kind: "human", name: null, ai: null, connected });
    sockets[0].receive({ type: "state", seq: 3, seats: [seat(0, true), seat(1, false)] });
    sockets[0].receive({ type: "presence", v: 1, seat: seat(1, true) });
    expect(states).toHaveLength(2);
    expect(states[1].seq).toBe(3);
    expect(states[1].seats.map((s) => s.connected)).toEqual([true, true]);
  });
});
