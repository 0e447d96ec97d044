// One seat's (or one spectator's) WebSocket to its table: every message gets an answer (ack,
// error or suggestion), matched by id; snapshots go to the table view (a presence or an
// audience message updates the last one); a dropped line reconnects, unless the server closed
// it for good, and takes the new connection's first snapshot whatever its seq.
import { t } from "./i18n";
import type { Answer, ErrorMessage, ServerMessage, StateMessage } from "./protocol";

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code?: number; reason?: string }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** What a connection tells its view; `S` is the state of the table's game. */
export interface ConnectionEvents<S extends StateMessage = StateMessage> {
  state(state: S): void;
  /** An error the server sent that answers no pending message (or a lost connection). */
  error(error: ErrorMessage): void;
  connected(connected: boolean): void;
}

/** Refused by the server: the error message, as an exception. */
export class Refused extends Error {
  constructor(readonly answer: ErrorMessage) {
    super(answer.message);
  }
}

const OPEN = 1;

/** An error of the connection itself, in both languages, shaped like the server's. */
function localError(key: string): ErrorMessage {
  return { type: "error", v: 1, id: null, code: "closed", message: t(key, {}, "en"), message_it: t(key, {}, "it") };
}
/** Codes after which reconnecting cannot help (the error's own sentence is what the person
 *  reads: the close that follows does not replace it). */
const FINAL_ERRORS = new Set(["bad_token", "no_table", "name_taken", "match_over"]);
/** Close codes after which the browser does not reconnect, and what it tells the player. */
export const FINAL_CLOSES: Record<number, string> = {
  4403: "web.error.closed_no_seat",
  4404: "web.error.closed_no_table",
  4409: "web.error.closed_replaced",
  4410: "web.error.closed_left",
  4411: "web.error.closed_gone",
};

/** A seat's connection; `S` is the `state` message of the table's game (its `game` says). */
export class TableConnection<S extends StateMessage = StateMessage> {
  private socket: SocketLike | null = null;
  private nextId = 1;
  private lastSeq = -1;
  private last: S | null = null;
  private retryMs = 400;
  private closed = false;
  private pending = new Map<number, { resolve(value: Answer): void; reject(error: Refused): void }>();

  constructor(
    readonly url: string,
    private readonly events: ConnectionEvents<S>,
    private readonly open: (url: string) => SocketLike = (u) => new WebSocket(u) as unknown as SocketLike,
  ) {}

  /** The WebSocket address of a seat, from the page's own address. */
  static urlFor(table: string, token: string, page: { protocol: string; host: string }): string {
    const scheme = page.protocol === "https:" ? "wss:" : "ws:";
    return `${scheme}//${page.host}/api/tables/${encodeURIComponent(table)}/ws?token=${encodeURIComponent(token)}`;
  }

  /** The address a table view connects to: its seat's, or a spectator's (listed by `name`). */
  static forSeat(seat: { table: string; token: string; watching?: boolean }, name: string, page: { protocol: string; host: string }): string {
    return seat.watching ? TableConnection.watchUrlFor(seat.table, name, page) : TableConnection.urlFor(seat.table, seat.token, page);
  }

  /** The WebSocket address of a spectator of a table (listed by `name`, "" for none). */
  static watchUrlFor(table: string, name: string, page: { protocol: string; host: string }): string {
    const scheme = page.protocol === "https:" ? "wss:" : "ws:";
    return `${scheme}//${page.host}/api/tables/${encodeURIComponent(table)}/watch?name=${encodeURIComponent(name)}`;
  }

  connect(): void {
    if (this.closed) return;
    const socket = this.open(this.url);
    this.socket = socket;
    // A new connection starts from its first snapshot, whatever its seq: the table may have
    // been rebuilt meanwhile (a restart, another server of a cluster) and number anew.
    this.lastSeq = -1;
    socket.onopen = () => {
      this.retryMs = 400;
      this.events.connected(true);
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(String(event.data)); // never a closed one's
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.events.connected(false);
      for (const [, waiter] of this.pending) {
        waiter.reject(new Refused(localError("web.error.connection_lost")));
      }
      this.pending.clear();
      const final = typeof event?.code === "number" ? FINAL_CLOSES[event.code] : undefined;
      if (final && !this.closed) {
        this.closed = true;
        this.events.error(localError(final));
      }
      if (!this.closed) {
        setTimeout(() => this.connect(), this.retryMs);
        this.retryMs = Math.min(this.retryMs * 2, 5000);
      }
    };
  }

  private receive(text: string): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === "state") {
      if (message.seq >= this.lastSeq) {
        this.lastSeq = message.seq;
        this.last = message as S; // a table sends the states of its own game only
        this.events.state(this.last);
      }
      return;
    }
    if (message.type === "audience") {
      // Somebody began or stopped watching: only the list of spectators changed.
      if (this.last) {
        this.last = { ...this.last, spectators: message.spectators };
        this.events.state(this.last);
      }
      return;
    }
    if (message.type === "presence") {
      // Someone connected or went: only their seat changed since the last snapshot.
      if (this.last && message.seat.seat < this.last.seats.length) {
        const seats = this.last.seats.map((seat) => (seat.seat === message.seat.seat ? message.seat : seat));
        this.last = { ...this.last, seats };
        this.events.state(this.last);
      }
      return;
    }
    const waiter = typeof message.id === "number" ? this.pending.get(message.id) : undefined;
    if (waiter && typeof message.id === "number") this.pending.delete(message.id);
    if (message.type === "error") {
      if (FINAL_ERRORS.has(message.code)) this.closed = true;
      if (waiter) waiter.reject(new Refused(message));
      else this.events.error(message);
      return;
    }
    waiter?.resolve(message);
  }

  /** Send a message; resolves with its answer (an ack, a suggestion…), rejects with the server's error. */
  send(message: Record<string, unknown>): Promise<Answer> {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) {
      return Promise.reject(new Refused(localError("web.error.not_connected")));
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ ...message, id }));
    });
  }

  /** Stop for good (leaving the page or the table). */
  close(): void {
    this.closed = true;
    this.socket?.close();
    this.socket = null;
  }
}
