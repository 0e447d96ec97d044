// What the browser knows of a game: its table view, how the lobby and the statistics page
// offer it, its part of the Help page and its replay viewer. Each game's folder
// (games/NAME/index.ts) gives one, and games/index.ts lists them; the page, the lobby and the
// statistics go through that list, never asking which game it is (docs/games.md).
import type { TemplateResult } from "lit";
import type { DeckId } from "./decks/index";
import type { GameInfo } from "./protocol";
import type { MatchRecord, ReplayStart } from "./replay-address";
import type { Seat, Store } from "./store";

/** What the page hands a game's table view. */
export interface TableViewContext {
  seat: Seat;
  store: Store;
  /** The default game's info (its variants and, for its table, what else its info holds), once loaded. */
  info: GameInfo | null;
}

/** How the lobby offers a game: its panel, the seats' choices, a waiting table's line. */
export interface LobbyOffer {
  /** The game's name for people (the panel's and the leaderboard's title). */
  title(): string;
  /** A sentence under the title. */
  hint(): string;
  /** The cards fanned on the panel, and their deck (null: the player's own deck). */
  fan: { cards: readonly string[]; deck: DeckId | null };
  /** The computer players a seat may be given (`ai:NAME`), in menu order. */
  players: readonly string[];
  /** What a seat of a new table starts as: `open` (for a friend) or one of `players`. */
  defaultSeat: string;
  /** How the menu names a computer player (`ai:NAME`). */
  playerLabel(player: string): string;
  /** A short line about a table's options (its target, its hands…), for the lists of tables. */
  describe(options: Record<string, unknown>): string;
}

/** A game as the browser knows it. */
export interface BrowserGame {
  /** The game's name, as the server's `game` field writes it. */
  readonly name: string;
  /** What lists show for a table of this game and variant. */
  label(variant: string): string;
  /** The game's table view for one seat (its custom element). */
  view(context: TableViewContext): TemplateResult;
  /** The lobby's panel of the game. */
  readonly lobby: LobbyOffer;
  /** The catalog key of a note under the game's leaderboard (how its points are counted). */
  readonly boardNote?: string;
  /** What the Help page adds below the game's rules (catalog `web.help.NAME.1`, `.2` …): for
   *  the default game, the variant's options and signals, the accuse and the tabella. */
  help?(variant: string): TemplateResult;
  /** The game's replay viewer for one of its match records (none: its replays are not shown). */
  replay?(context: ReplayContext): TemplateResult;
}

/** What a game's replay viewer is given: the record, its table (null: a file), where to open. */
export interface ReplayContext {
  record: MatchRecord;
  match: string | null;
  start: ReplayStart | null;
}
