// The server's HTTP routes (docs/protocol.md), with errors turned into readable sentences.
import { getLang, t } from "./i18n";
import type { GameInfo, PinnacolaInfo, TableListing } from "./protocol";

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

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
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

export interface Created {
  id: string;
  seats: string[];
  tokens: Record<string, string>;
}

export interface Statistics {
  id: string;
  nickname: string;
  single: { games: number; wins: number; win_rate: number | null };
  multi: { games: number; wins: number; win_rate: number | null };
  partners: { partner: string; games: number; wins: number }[];
  history: { at: string; variant: string; mode: string; won: boolean }[];
}

export interface LeaderboardRow {
  rank: number;
  id: string;
  nickname: string;
  rating: number;
  games: number;
}

export interface PinnacolaBoardRow {
  rank: number;
  id: string;
  nickname: string;
  points: number;
  matches: number;
  wins: number;
}

export interface PinnacolaBoard {
  game: "pinnacola";
  mode: string;
  season: string | null;
  seasons: { name: string; from: string; to: string }[];
  players: PinnacolaBoardRow[];
}

export const api = {
  gameInfo: () => call<GameInfo>("GET", "/api/games/tressette"),
  pinnacolaInfo: () => call<PinnacolaInfo>("GET", "/api/games/pinnacola"),
  pinnacolaBoard: (mode: string, season: string | null) =>
    call<PinnacolaBoard>(
      "GET",
      `/api/leaderboard?game=pinnacola&mode=${encodeURIComponent(mode)}${season ? `&season=${encodeURIComponent(season)}` : ""}`,
    ),
  tables: () => call<TableListing[]>("GET", "/api/tables"),
  table: (id: string) => call<TableListing>("GET", `/api/tables/${encodeURIComponent(id)}`),
  create: (body: Record<string, unknown>) => call<Created>("POST", "/api/tables", body),
  join: (id: string, body: Record<string, unknown>) =>
    call<{ seat: number; token: string }>("POST", `/api/tables/${encodeURIComponent(id)}/join`, body),
  start: (id: string, token: string) => call<TableListing>("POST", `/api/tables/${encodeURIComponent(id)}/start`, { token }),
  leave: (id: string, token: string) => call<TableListing>("POST", `/api/tables/${encodeURIComponent(id)}/leave`, { token }),
  createProfile: (nickname: string) => call<{ id: string; secret: string; nickname: string }>("POST", "/api/profiles", { nickname }),
  statistics: (id: string) => call<Statistics>("GET", `/api/profiles/${encodeURIComponent(id)}`),
  rename: (id: string, secret: string, nickname: string) =>
    call<Statistics>("POST", `/api/profiles/${encodeURIComponent(id)}/rename`, { secret, nickname }),
  reset: (id: string, secret: string) => call<Statistics>("POST", `/api/profiles/${encodeURIComponent(id)}/reset`, { secret }),
  leaderboard: (variant: string) =>
    call<{ variant: string; players: LeaderboardRow[] }>("GET", `/api/leaderboard?variant=${encodeURIComponent(variant)}`),
};
