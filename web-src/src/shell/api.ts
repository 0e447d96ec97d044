// The server's HTTP routes (docs/protocol.md), with errors turned into readable sentences.
// What each answers is generated from the server's OpenAPI schema (http-types.ts).
import type { Answers, Refusal } from "../http-types";
import { getLang, t } from "./i18n";
import type { Evening, EveningRecord, JoinedEvening, NewEveningAnswer } from "./evening-types";
import type { GameInfo, TableListing } from "./protocol";

export type { Invite, Share, Statistics } from "../http-types";

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
    // the server refuses with a Refusal; a proxy in between may answer anything
    const detail = data as Partial<Record<keyof Refusal, unknown>> | null;
    const text =
      (getLang() === "it" && typeof detail?.detail_it === "string" && detail.detail_it) ||
      (typeof detail?.detail === "string" ? detail.detail : JSON.stringify(detail?.detail ?? response.statusText));
    throw new ApiError(text, response.status, typeof detail?.code === "string" ? detail.code : null);
  }
  return data as T;
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
  games: () => call<Answers["GET /api/games"]>("GET", "/api/games").then((answer) => answer.games),
  /** What the browser needs to offer game `name` (its presets and options kinds…). */
  gameInfo,
  /** A game's leaderboard, chosen by what its board takes (a variant; a mode and a season). */
  leaderboard: (game: string, params: Record<string, string | null> = {}) =>
    call<Answers["GET /api/leaderboard"]>("GET", `/api/leaderboard?${boardQuery(game, params)}`),
  share: () => call<Answers["GET /api/share"]>("GET", "/api/share"),
  invite: (id: string) => call<Answers["GET /api/tables/{table_id}/invite"]>("GET", `/api/tables/${encodeURIComponent(id)}/invite`),
  /** The address of the invitation's QR code (an SVG image). */
  inviteQr: (id: string) => `/api/tables/${encodeURIComponent(id)}/invite.svg`,
  tables: () => call<TableListing[]>("GET", "/api/tables"),
  table: (id: string) => call<TableListing>("GET", `/api/tables/${encodeURIComponent(id)}`),
  create: (body: Record<string, unknown>) => call<Answers["POST /api/tables"]>("POST", "/api/tables", body),
  join: (id: string, body: Record<string, unknown>) =>
    call<Answers["POST /api/tables/{table_id}/join"]>("POST", `/api/tables/${encodeURIComponent(id)}/join`, body),
  start: (id: string, token: string) => call<TableListing>("POST", `/api/tables/${encodeURIComponent(id)}/start`, { token }),
  leave: (id: string, token: string) =>
    call<TableListing & Pick<Answers["POST /api/tables/{table_id}/leave"], "closed">>("POST", `/api/tables/${encodeURIComponent(id)}/leave`, { token }),
  createProfile: (nickname: string) => call<Answers["POST /api/profiles"]>("POST", "/api/profiles", { nickname }),
  /** A profile's statistics with its history: the secret says they are the player's own. */
  statistics: (id: string, secret: string) =>
    call<Answers["GET /api/profiles/{profile_id}"]>("GET", `/api/profiles/${encodeURIComponent(id)}`, undefined, { "X-Profile-Secret": secret }),
  rename: (id: string, secret: string, nickname: string) =>
    call<Answers["POST /api/profiles/{profile_id}/rename"]>("POST", `/api/profiles/${encodeURIComponent(id)}/rename`, { secret, nickname }),
  reset: (id: string, secret: string) =>
    call<Answers["POST /api/profiles/{profile_id}/reset"]>("POST", `/api/profiles/${encodeURIComponent(id)}/reset`, { secret }),
  /** A table's match record (finished hands only while it plays). */
  record: (id: string) => call<Answers["GET /api/tables/{table_id}/record"]>("GET", `/api/tables/${encodeURIComponent(id)}/record`),
  /** A club evening (docs/interfaces.md, "Club evenings", "Server"): created by its director. */
  createEvening: (body: Record<string, unknown>) => call<NewEveningAnswer>("POST", "/api/evenings", body),
  joinEvening: (id: string, body: Record<string, unknown>) => call<JoinedEvening>("POST", `/api/evenings/${encodeURIComponent(id)}/join`, body),
  startEvening: (id: string, token: string) => call<Evening>("POST", `/api/evenings/${encodeURIComponent(id)}/start`, { token }),
  /** The evening as anyone sees it; with a player's token, where they play now (`you`). */
  evening: (id: string, token?: string) =>
    call<Evening>("GET", `/api/evenings/${encodeURIComponent(id)}${token ? `?token=${encodeURIComponent(token)}` : ""}`),
  /** The evening record (while it plays, the boards finished at every table only). */
  eveningRecord: (id: string) => call<EveningRecord>("GET", `/api/evenings/${encodeURIComponent(id)}/record`),
  /** A board finished at every table, and its double-dummy par where the game has a solver (409 before). */
  eveningBoard: (id: string, board: number) =>
    call<Answers["GET /api/evenings/{evening_id}/boards/{board}"]>("GET", `/api/evenings/${encodeURIComponent(id)}/boards/${board}`),
  /** The address of the evening's invitation QR code (an SVG image; the director's token). */
  eveningQr: (id: string, token: string) => `/api/evenings/${encodeURIComponent(id)}/invite.svg?token=${encodeURIComponent(token)}`,
};
