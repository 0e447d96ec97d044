// What the lobby works out for a new table of any game: its seats, the request that creates
// it, the options that differ from the preset. Pure functions, tested with Vitest; no game
// is named here (each game's choices come from the server and from games/index.ts).
import type { OptionsChoice } from "./components/options-form";
import type { GameInfo, GameListing } from "./protocol";

/** The preset of `variant` (the first one when it is not a variant of the game). */
export function presetOf(info: Pick<GameInfo, "variants"> | null, variant: string): Record<string, unknown> {
  const variants = info?.variants ?? [];
  return (variants.find((v) => v.name === variant) ?? variants[0])?.options ?? {};
}

/**
 * The seats of a new table: the option `players` where the game has one (chosen, else its
 * preset's), else the most seats the game has.
 */
export function seatCount(listing: Pick<GameListing, "seats">, info: GameInfo | null, choice: OptionsChoice): number {
  const most = Math.max(...(listing.seats.length ? listing.seats : [4]));
  if (!info?.options.some((spec) => spec.key === "players")) return most;
  const players = choice.options["players"] ?? presetOf(info, choice.variant)["players"];
  return typeof players === "number" && listing.seats.includes(players) ? players : most;
}

/** The other seats' choices for `count` seats: those chosen so far, the default for the rest. */
export function otherSeats(chosen: readonly string[], count: number, fallback: string): string[] {
  return Array.from({ length: Math.max(0, count - 1) }, (_, index) => chosen[index] ?? fallback);
}

/** The seat a game's panel offers first: its own default, except that a server only this
 *  computer reaches offers a computer player where the game would wait for a friend (no friend
 *  can come); a computer is the settings' (`preferred`: the club's or the expert) where the
 *  game has that player. */
export function panelDefaultSeat(lobby: { defaultSeat: string; players: readonly string[] }, localOnly: boolean, preferred?: string): string {
  const seat = localOnly && lobby.defaultSeat === "open" ? (lobby.players[0] ?? "open") : lobby.defaultSeat;
  return seat !== "open" && preferred && lobby.players.includes(preferred) ? preferred : seat;
}

/** The catalog key of a preset's sentence under the options: the game's own
 *  (`web.variant.GAME.NAME`, for a preset two games name alike) or the shared `variant.NAME`. */
export function variantAbout(info: { game?: string }, variant: string, has: (key: string) => boolean): string {
  const own = `web.variant.${info.game ?? ""}.${variant}`;
  return info.game && has(own) ? own : `variant.${variant}`;
}

/** Whether the other seat number `index` (0 = seat 2) is the partner: opposite you, at four. */
export function isPartner(index: number, count: number): boolean {
  return count === 4 && index === 1;
}

/** Whether a table with these other seats has nobody to wait for (every one a computer). */
export function isAlone(others: readonly string[]): boolean {
  return others.every((seat) => seat !== "open");
}

export interface NewTable {
  game: string;
  choice: OptionsChoice;
  info: GameInfo | null;
  others: readonly string[];
  training: boolean;
  aiDelayMs: number;
  nickname: string;
  profile: { id: string; secret: string } | null;
  /** Whether people who hold no seat may watch (left out: they may). */
  spectators?: boolean;
}

/**
 * The body of `POST /api/tables` for a new table: you in seat 0, the other seats as chosen;
 * the option `players` given with the seats where the game has it; training only alone (a
 * training table is not listed for friends) and then not on the profile's statistics.
 */
export function newTableBody(table: NewTable): Record<string, unknown> {
  const seats = ["human", ...table.others];
  const training = table.training && isAlone(table.others);
  const players = table.info?.options.some((spec) => spec.key === "players");
  const nickname = table.nickname.trim();
  return {
    game: table.game,
    variant: table.choice.variant,
    options: players ? { ...table.choice.options, players: seats.length } : table.choice.options,
    seats,
    ai_delay_ms: table.aiDelayMs,
    ...(training ? { training } : {}),
    ...(table.spectators === false ? { spectators: false } : {}),
    ...(nickname ? { names: { "0": nickname } } : {}),
    ...(table.profile && !training ? { profiles: { "0": table.profile } } : {}),
  };
}

/** A waiting table's options that differ from its variant's preset, each `[key, value]` (the
 *  lobby says them in words: the option's name and its value, never `key=value`). */
export function changedOptions(options: Record<string, unknown>, preset: Record<string, unknown>): [string, unknown][] {
  return Object.entries(options).filter(([key, value]) => JSON.stringify(preset[key]) !== JSON.stringify(value));
}

/**
 * Who a free seat of a waiting table plays with: "partner of Anna" when a named person sits
 * opposite (seat + 2 of four), else "against Anna" when one sits on the other side; null when
 * nobody named is there yet. Seats are numbered from the creator's, so the number alone
 * tells a stranger nothing.
 */
export function seatCompany(
  seats: readonly { seat: number; kind: string; name: string | null }[],
  seat: number,
  say: (key: string, params: Record<string, unknown>) => string,
): string | null {
  const named = (s: number): string | null => {
    const found = seats.find((other) => other.seat === s);
    return found && found.kind === "human" && found.name ? found.name : null;
  };
  const partner = seats.length === 4 ? named((seat + 2) % 4) : null;
  if (partner) return say("web.lobby.partner_of", { name: partner });
  const opponent = seats.map((s) => s.seat).filter((s) => (s - seat) % 2 !== 0).map(named).find((n) => n);
  return opponent ? say("web.lobby.opponent_of", { name: opponent }) : null;
}
