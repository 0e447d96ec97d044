// What the browser remembers between visits (localStorage): settings, the profile, and the
// seats it holds at tables, so that an interrupted game can be resumed.
import type { Lang } from "./i18n";
import type { DeckId } from "./decks/index";

export interface Settings {
  nickname: string;
  lang: Lang;
  deck: DeckId;
  sounds: boolean;
  variant: string;
  options: Record<string, unknown>;
  aiDelayMs: number;
  /** The computer players of games alone: club rules (heuristic) or search (pimc). */
  aiPlayer: "heuristic" | "pimc";
}

export interface Profile {
  id: string;
  secret: string;
}

/** A seat this browser holds: the table, its token, and what kind of game it is. */
export interface Seat {
  table: string;
  token: string;
  seat: number;
  mode: "single" | "training" | "multi";
  /** The seat that created the table (it starts the game). */
  creator?: boolean;
  variant: string;
  created: string;
  /** The game at the table (games/index.ts; the default game when left out, as seats saved before there were two). */
  game?: string;
  /** The player left the match in play: the computer plays the seat until they take it back. */
  left?: boolean;
  /** Not a seat: a spectator's place at a table it watches (never saved). */
  watching?: boolean;
  /** The club evening this table is a round of (its id): the seat's token is the evening's. */
  evening?: string;
  /** The evening's round this table plays (with `evening`). */
  round?: number;
}

/** A club evening this browser holds a token of: a player's (their place), or the director's
 *  (`director`: it starts the evening; `link` is the link to join it). */
export interface EveningPass {
  id: string;
  token: string;
  director?: boolean;
  link?: string;
}

export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const KEY = "circolo.v1";

/** What the lobby's game panels were left at, by game: the variant and options (the default
 *  game's are the settings'), the other seats, the training and spectators boxes. */
export interface LobbyMemory {
  choices?: Record<string, { variant: string; options: Record<string, unknown> }>;
  seats?: Record<string, string[]>;
  training?: Record<string, boolean>;
  closed?: Record<string, boolean>;
}

interface Saved {
  settings?: Partial<Settings>;
  profile?: Profile | null;
  seats?: Seat[];
  lobby?: LobbyMemory;
  evenings?: EveningPass[];
}

export const DEFAULT_SETTINGS: Settings = {
  nickname: "",
  lang: "it",
  deck: "napoletane",
  sounds: true,
  variant: "classico",
  options: {},
  aiDelayMs: 900,
  aiPlayer: "heuristic",
};

/** The browser's memory, over any key-value storage (localStorage, or a Map in tests). */
export class Store {
  private saved: Saved;
  /** A `change` event after every change of the settings (views that show one listen). */
  readonly changes = new EventTarget();

  constructor(private readonly storage: KeyValue, defaults: Partial<Settings> = {}) {
    this.saved = Store.read(storage);
    this.saved.settings = { ...DEFAULT_SETTINGS, ...defaults, ...(this.saved.settings ?? {}) };
  }

  private static read(storage: KeyValue): Saved {
    try {
      const text = storage.getItem(KEY);
      const data: unknown = text ? JSON.parse(text) : {};
      return data && typeof data === "object" ? (data as Saved) : {};
    } catch {
      return {}; // unreadable memory starts afresh rather than breaking the page
    }
  }

  private write(): void {
    try {
      this.storage.setItem(KEY, JSON.stringify(this.saved));
    } catch {
      // private browsing or a full disk: the game goes on, only the memory is lost
    }
  }

  get settings(): Settings {
    return this.saved.settings as Settings;
  }

  update(changes: Partial<Settings>): Settings {
    this.saved.settings = { ...this.settings, ...changes };
    this.write();
    this.changes.dispatchEvent(new Event("change"));
    return this.settings;
  }

  /** The lobby's panels as they were left (another page and back keeps them). */
  get lobby(): LobbyMemory {
    return this.saved.lobby ?? {};
  }

  rememberLobby(changes: Partial<LobbyMemory>): void {
    this.saved.lobby = { ...this.lobby, ...changes };
    this.write();
  }

  get profile(): Profile | null {
    return this.saved.profile ?? null;
  }

  setProfile(profile: Profile | null): void {
    this.saved.profile = profile;
    this.write();
  }

  get seats(): Seat[] {
    return this.saved.seats ?? [];
  }

  addSeat(seat: Seat): void {
    this.saved.seats = [seat, ...this.seats.filter((s) => s.table !== seat.table)].slice(0, 30);
    this.write();
  }

  removeSeat(table: string): void {
    this.saved.seats = this.seats.filter((s) => s.table !== table);
    this.write();
  }

  /** The player leaves the table: a match in play keeps the seat (marked left) so that it can be taken
   * back from the lobby until the match ends; a table not started yet frees it, and it is forgotten. */
  leaveSeat(table: string, inPlay: boolean): void {
    if (!inPlay) {
      this.removeSeat(table);
      return;
    }
    this.saved.seats = this.seats.map((s) => (s.table === table ? { ...s, left: true } : s));
    this.write();
  }

  /** The player opens the table of a seat they left: connecting with its token takes it back. */
  takeBack(table: string): void {
    if (!this.seatAt(table)?.left) return;
    this.saved.seats = this.seats.map((s) => (s.table === table ? { ...s, left: false } : s));
    this.write();
  }

  seatAt(table: string): Seat | undefined {
    return this.seats.find((s) => s.table === table);
  }

  /** The evenings this browser holds a token of, newest first. */
  get evenings(): EveningPass[] {
    return this.saved.evenings ?? [];
  }

  /** Keep a token of an evening: one a player's and one the director's per evening at most
   *  (a new one replaces the old of its kind). */
  addEvening(pass: EveningPass): void {
    const others = this.evenings.filter((e) => !(e.id === pass.id && (e.director === true) === (pass.director === true)));
    this.saved.evenings = [pass, ...others].slice(0, 30);
    this.write();
  }

  /** The player's token of evening `id` (undefined: no place there). */
  eveningPlayer(id: string): EveningPass | undefined {
    return this.evenings.find((e) => e.id === id && e.director !== true);
  }

  /** The director's token of evening `id` (undefined: not this browser's evening). */
  eveningDirector(id: string): EveningPass | undefined {
    return this.evenings.find((e) => e.id === id && e.director === true);
  }
}
