// THE one list of the browser's games: for each game the server may name, what its folder
// (games/NAME/index.ts) gives — its table view and how the lobby, the statistics, the Help
// page and the replays offer it (shell/browser-game.ts). The page draws a table with the view
// of the seat's game from here, and the lobby and the statistics draw one panel per game the
// server lists, never by asking which game it is; a new game adds its folder and one entry
// below (docs/games.md).
import type { BrowserGame } from "../shell/browser-game";
import type { GameListing } from "../shell/protocol";
import { BRISCOLA } from "./briscola/index";
import { PINNACOLA } from "./pinnacola/index";
import { SCOPA } from "./scopa/index";
import { TRESSETTE } from "./tressette/index";

/** Every game this browser can show, by name. */
export const GAMES: ReadonlyMap<string, BrowserGame> = new Map([TRESSETTE, PINNACOLA, BRISCOLA, SCOPA].map((game) => [game.name, game]));

/** The game of a seat or table that names none (seats saved before there were two games). */
export const DEFAULT_GAME = TRESSETTE.name;

/** The game called `name` (the default one when no name is given); undefined for a game this browser does not know. */
export function gameNamed(name: string | undefined): BrowserGame | undefined {
  return GAMES.get(name ?? DEFAULT_GAME);
}

/** What lists show for a seat or a table: its game's label, or the variant for a game not known here. */
export function tableLabel(game: string | undefined, variant: string): string {
  return gameNamed(game)?.label(variant) ?? variant;
}

/** The games the server lists that this browser can show, in the server's order, each with its listing. */
export function offeredGames(listing: readonly GameListing[]): { game: BrowserGame; listing: GameListing }[] {
  return listing.flatMap((entry) => {
    const game = GAMES.get(entry.name);
    return game ? [{ game, listing: entry }] : [];
  });
}
