// The club's own computer players (club rules, search, random), as the lobby's menus name
// them: the games that seat them offer these.
import { t } from "./i18n";

/** Each player (`ai:NAME`) and the catalog key of its name, in menu order. */
const CLUB_PLAYERS: Record<string, string> = {
  "ai:heuristic": "web.lobby.seat_ai",
  "ai:pimc": "web.lobby.seat_ai_pimc",
  "ai:random": "web.lobby.seat_ai_random",
};

/** The club's players, in menu order. */
export const clubPlayers: readonly string[] = Object.keys(CLUB_PLAYERS);

/** How the menu names one of the club's players (any other as the club's own). */
export const clubPlayer = (player: string): string => t(CLUB_PLAYERS[player] ?? "web.lobby.seat_ai");
