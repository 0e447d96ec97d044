// The server's HTTP routes (docs/protocol.md), with errors turned into readable sentences.
import { getLang, t } from "./i18n";
import type { GameInfo, GameListing, Leaderboard, TableListing } from "./protocol";
import type { MatchRecord } from "./replay-address";

/** A refusal from the server, with its sentence in the player's language. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** A request to one of the server's routes: its JSON answer, or an `ApiError` with the
 *  server's sentence (a game's own routes call it too). */
export async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(t("web.error.no_server"), 0, null);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const detail = data as { detail?: unknown; detail_it?: unknown; code?: unknown } | null;
    const text =
      (getLang() === "it" && typeof detail?.detail_it === "string" && detail.detail_it) ||
      (typeof detail?.detail === "string" ? detail.detail : JSON.stringify(detail?.detail ?? response.statusText));
    throw new ApiError(text, response.status, typeof detail?.code === "string" ? detail.code : null);
  }
  return data as T;
}

/** `GET /api/share`: whether only this computer reaches the server, and the addresses friends open. */
export interface Share {
  local_only: boolean;
  urls: string[];
}

/** `GET /api/tables/{id}/invite`: the link that opens the lobby at the table from another device,
 *  and the one to watch it (null: its creator lets nobody watch). */
export interface Invite {
  link: string;
  watch?: string | null;
  local_only: boolean;
}

export interface Created {
  id: string;
  seats: string[];
  tokens: Record<string, string>;
}

export interface Statistics {
  id: string;
  nickname: string;
  /** `left`: matches left to the computer (counted as lost; absent from servers before it). */
  single: { games: number; wins: number; left?: number; win_rate: number | null };
  multi: { games: number; wins: number; left?: number; win_rate: number | null };
  partners: { partner: string; games: number; wins: number }[];
  /** `table`: the match's table, whose record the replay viewer opens (absent before it). */
  history: { at: string; variant: string; mode: string; won: boolean; left?: boolean; game?: string; table?: string }[];
  /** True when asked without the secret: the numbers only, no partners and no history. */
  public?: boolean;
}

/** Each game's info, asked for once a page (it does not change while the server runs). */
const infos = new Map<string, Promise<GameInfo>>();

function gameInfo<T extends GameInfo = GameInfo>(name: string): Promise<T> {
  let info = infos.get(name);
  if (!info) {
    info = call<GameInfo>("GET", `/api/games/${encodeURIComponent(name)}`);
    info.catch(() => infos.delete(name)); // a failed answer is asked for again next time
    infos.set(name, info);
  }
  return info as Promise<T>;
}

/** The query of a leaderboard: the game, and what its board is chosen by (null: left out). */
function boardQuery(game: string, params: Record<string, string | null>): string {
  const query = new URLSearchParams({ game });
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== "") query.set(key, value);
  return query.toString();
}

export const api = {
  /** The club's games, in menu order, with their presets and seat counts. */
  games: () => call<{ games: GameListing[] }>("GET", "/api/games").then((answer) => answer.games),
  /** What the browser needs to offer game `name` (its presets and options kinds…). */
  gameInfo,
  /** A game's leaderboard, chosen by what its board takes (a variant; a mode and a season). */
  leaderboard: (game: string, params: Record<string, string | null> = {}) =>
    call<Leaderboard>("GET", `/api/leaderboard?${boardQuery(game, params)}`),
  share: () => call<Share>("GET", "/api/share"),
  invite: (id: string) => call<Invite>("GET", `/api/tables/${encodeURIComponent(id)}/invite`),
  /** The address of the invitation's QR code (an SVG image). */
  inviteQr: (id: string) => `/api/tables/${encodeURIComponent(id)}/invite.svg`,
  tables: () => call<TableListing[]>("GET", "/api/tables"),
  table: (id: string) => call<TableListing>("GET", `/api/tables/${encodeURIComponent(id)}`),
  create: (body: Record<string, unknown>) => call<Created>("POST", "/api/tables", body),
  join: (id: string, body: Record<string, unknown>) =>
    call<{ seat: number; token: string }>("POST", `/api/tables/${encodeURIComponent(id)}/join`, body),
  start: (id: string, token: string) => call<TableListing>("POST", `/api/tables/${encodeURIComponent(id)}/start`, { token }),
  leave: (id: string, token: string) => call<TableListing>("POST", `/api/tables/${encodeURIComponent(id)}/leave`, { token }),
  createProfile: (nickname: string) => call<{ id: string; secret: string; nickname: string }>("POST", "/api/profiles", { nickname }),
  /** A profile's statistics with its history: the secret says they are the player's own. */
  statistics: (id: string, secret: string) =>
    call<Statistics>("GET", `/api/profiles/${encodeURIComponent(id)}`, undefined, { "X-Profile-Secret": secret }),
  rename: (id: string, secret: string, nickname: string) =>
    call<Statistics>("POST", `/api/profiles/${encodeURIComponent(id)}/rename`, { secret, nickname }),
  reset: (id: string, secret: string) => call<Statistics>("POST", `/api/profiles/${encodeURIComponent(id)}/reset`, { secret }),
  /** A table's match record (finished hands only while it plays). */
  record: (id: string) => call<MatchRecord>("GET", `/api/tables/${encodeURIComponent(id)}/record`),
};
