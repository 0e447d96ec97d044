// What the club evening's pages work out, whatever the game: the new evening's request and
// what it would be refused for, the movement as a printed club table, the standings' rows,
// where a player goes now, and each table's result on a board. Pure functions, tested with
// Vitest; no game is named here (a board's points are read where every game's record keeps
// them: the hand's `result.total`, else its `result.points`).
import type { MatchRecord } from "./replay-address";
import type {
  DuplicateRow,
  Evening,
  EveningEntry,
  EveningFormat,
  EveningRecord,
  EveningRound,
  EveningTable,
  MatchesRow,
  Standings,
} from "./evening-types";

/** The formats, in menu order: the two duplicate movements, then the two of matches. */
export const FORMATS: readonly EveningFormat[] = ["howell", "mitchell", "swiss", "roundrobin"];

/** The most entries, boards and rounds an evening takes (the server's bounds). */
export const MOST_ENTRIES = 8;
export const MOST_BOARDS = 36;
export const MOST_ROUNDS = 16;

/** Whether `format` is scored by matchpoints (a duplicate movement). */
export function isDuplicate(format: EveningFormat): boolean {
  return format === "howell" || format === "mitchell";
}

/** The fewest entries `format` takes: with three, only one table plays a round, so no
 *  duplicate board could be compared. */
export function fewestEntries(format: EveningFormat): number {
  return isDuplicate(format) ? 4 : 3;
}

/** What the director's form holds. `entries` are `open` (a place for people) or `ai:NAME`. */
export interface EveningForm {
  game: string;
  variant: string;
  options: Record<string, unknown>;
  format: EveningFormat;
  boards: number;
  /** null: the format's own number of rounds. */
  rounds: number | null;
  entries: string[];
  minutesPerBoard: number;
  invite: boolean;
  rated: boolean;
  /** Starts by itself once every place for people is taken. */
  sitAndGo?: boolean;
  aiDelayMs: number;
}

/** The catalog key of what the server would refuse in `form` (null: nothing seen here). */
export function formProblem(form: EveningForm): string | null {
  if (form.entries.length < fewestEntries(form.format) || form.entries.length > MOST_ENTRIES) return "web.evening.problem.entries";
  if (!Number.isInteger(form.boards) || form.boards < 1 || form.boards > MOST_BOARDS) return "web.evening.problem.boards";
  if (form.rounds !== null && (!Number.isInteger(form.rounds) || form.rounds < 1 || form.rounds > MOST_ROUNDS)) return "web.evening.problem.rounds";
  if (form.rounds !== null && form.boards < form.rounds) return "web.evening.problem.boards_rounds";
  if (!Number.isInteger(form.minutesPerBoard) || form.minutesPerBoard < 1 || form.minutesPerBoard > 60) return "web.evening.problem.minutes";
  return null;
}

/** `POST /api/evenings`'s body for `form`. */
export function newEveningBody(form: EveningForm): Record<string, unknown> {
  return {
    game: form.game,
    variant: form.variant || null,
    options: form.options,
    format: form.format,
    boards: form.boards,
    rounds: form.rounds,
    entries: [...form.entries],
    seconds_per_board: form.minutesPerBoard * 60,
    invite: form.invite,
    rated: form.rated,
    ...(form.sitAndGo ? { sit_and_go: true } : {}),
    ai_delay_ms: form.aiDelayMs,
  };
}

/** `count` entries from those chosen so far, open places for the rest. */
export function entriesFor(chosen: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, index) => chosen[index] ?? "open");
}

/** A board set as a club writes it: "1–3" for a run, "4" for one, "1, 3, 5" otherwise. */
export function boardsLabel(boards: readonly number[]): string {
  if (!boards.length) return "";
  const run = boards.every((board, index) => index === 0 || board === boards[index - 1] + 1);
  if (boards.length === 1) return String(boards[0]);
  return run ? `${boards[0]}–${boards[boards.length - 1]}` : boards.join(", ");
}

/** The movement as a printed table: the tables as columns, a row a round, each cell the
 *  table of that round (null where the table does not play that round), with the sit-outs. */
export interface MovementGrid {
  tables: number[];
  rows: { round: number; cells: (EveningTable | null)[]; sitout: number[] }[];
}

export function movementGrid(rounds: readonly EveningRound[]): MovementGrid {
  const numbers = [...new Set(rounds.flatMap((round) => round.tables.map((table) => table.table)))].sort((a, b) => a - b);
  return {
    tables: numbers,
    rows: rounds.map((round) => ({
      round: round.round,
      cells: numbers.map((number) => round.tables.find((table) => table.table === number) ?? null),
      sitout: [...round.sitout],
    })),
  };
}

/** Where a player goes now. */
export type Whereabouts =
  | { kind: "waiting" }
  | { kind: "table"; round: number; table: EveningTable; tableId: string; seat: number; direction: "ns" | "ew" }
  | { kind: "sitout"; round: number }
  | { kind: "between"; round: number | null }
  | { kind: "finished" }
  | { kind: "watching" };

/** Where the holder of the token the evening was asked with goes now: nowhere before the
 *  start, their table in the round in play (`you`), a sit-out, between rounds (the next one
 *  not made yet), or nowhere once finished; `watching` for someone who holds no place. */
export function whereNow(evening: Evening): Whereabouts {
  if (evening.status === "waiting") return { kind: "waiting" };
  if (evening.status === "finished") return { kind: "finished" };
  const you = evening.you;
  if (!you) return { kind: "watching" };
  const round = evening.rounds.find((r) => r.round === evening.round);
  if (you.table_id !== null && you.seat !== null && round) {
    const table = round.tables.find((t) => t.table_id === you.table_id) ?? round.tables.find((t) => t.ns === you.entry || t.ew === you.entry);
    if (table) return { kind: "table", round: round.round, table, tableId: you.table_id, seat: you.seat, direction: table.ns === you.entry ? "ns" : "ew" };
  }
  if (round?.sitout.includes(you.entry)) return { kind: "sitout", round: round.round };
  return { kind: "between", round: evening.round };
}

/** Who an entry is: its people's names ("Anna & Bruno"), else the computer's (named by
 *  `computer`), else null (a place still open). */
export function entryNames(entry: Pick<EveningEntry, "people" | "computer">, computer: (ai: string) => string): string | null {
  if (entry.people.length) return entry.people.join(" & ");
  return entry.computer ? computer(`ai:${entry.computer}`) : null;
}

/** A number as the standings write it (at most two decimals, as the server rounds). */
export function shown(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/** A difference with its sign: "+4.5", "−2", "0". */
export function signed(value: number): string {
  if (value > 0) return `+${shown(value)}`;
  if (value < 0) return `−${shown(-value)}`;
  return "0";
}

/** A duplicate ROW's cells after the entry: matchpoints, max, percent ("—" when nothing was
 *  compared), difference. */
export function duplicateCells(row: DuplicateRow): { matchpoints: string; max: string; percent: string; diff: string } {
  return { matchpoints: shown(row.matchpoints), max: shown(row.max), percent: row.percent === null ? "—" : shown(row.percent), diff: signed(row.diff) };
}

/** A matches ROW's cells after the entry: score, won–drawn–lost, byes, points for–against. */
export function matchesCells(row: MatchesRow): { score: string; record: string; byes: string; points: string } {
  return { score: String(row.score), record: `${row.won}–${row.drawn}–${row.lost}`, byes: String(row.byes), points: `${row.points_for}–${row.points_against}` };
}

/** The standings' rows in rank order with the entry each is. */
export function rankedRows(standings: Standings): (DuplicateRow | MatchesRow)[] {
  return [...standings.entries].sort((a, b) => a.rank - b.rank || a.entry - b.entry);
}

/** A board's points per side [ns, ew] from its record: the hand's `result.total` where the
 *  game keeps one (a sum of its scoring's parts), else its `result.points`; null if neither. */
export function boardPoints(record: MatchRecord): [number, number] | null {
  const data = record as MatchRecord & { hands?: unknown[]; games?: { hands?: unknown[] }[] };
  const hand = (data.games?.[0]?.hands?.[0] ?? data.hands?.[0]) as { result?: Record<string, unknown> } | undefined;
  for (const key of ["total", "points"]) {
    const value = hand?.result?.[key];
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "number")) return [value[0] as number, value[1] as number];
  }
  return null;
}

/** The record of board `board` at `table` of `round` (null: not finished everywhere yet). */
export function boardRecord(record: EveningRecord, round: number, table: number, board: number): MatchRecord | null {
  const found = record.rounds.find((r) => r.round === round)?.tables.find((t) => t.table === table);
  const index = found ? found.boards.indexOf(board) : -1;
  return found && index >= 0 ? (found.records[index] ?? null) : null;
}

/** One table's result on a board: who sat where, the points, the ns net and, for a duplicate
 *  evening, each side's matchpoints of the most. */
export interface BoardResultRow {
  round: number;
  table: number;
  ns: number;
  ew: number;
  points: [number, number] | null;
  net: number | null;
  matchpoints: { ns: number; ew: number; max: number } | null;
}

/** Every table's result on board `board`, by round and table. */
export function boardResults(record: EveningRecord, board: number): BoardResultRow[] {
  const rows: BoardResultRow[] = [];
  const duplicate = record.standings.scoring === "matchpoints" ? record.standings.entries : [];
  const of = (entry: number) => duplicate.find((row) => row.entry === entry)?.boards.find((b) => b.board === board);
  for (const round of record.rounds) {
    for (const table of round.tables) {
      const index = table.boards.indexOf(board);
      if (index < 0) continue;
      const record_ = table.records[index];
      const points = record_ ? boardPoints(record_) : null;
      const [ns, ew] = [of(table.ns), of(table.ew)];
      rows.push({
        round: round.round,
        table: table.table,
        ns: table.ns,
        ew: table.ew,
        points,
        net: points ? points[0] - points[1] : null,
        matchpoints: ns && ew ? { ns: ns.matchpoints, ew: ew.matchpoints, max: ns.max } : null,
      });
    }
  }
  return rows;
}

/** The boards finished at every table that plays them, in number order. */
export function finishedBoards(record: EveningRecord): number[] {
  return record.boards.map((b) => b.board).sort((a, b) => a - b);
}

/** The address of the replay of board `board` at `table` of `round`. */
export function eveningBoardReplay(id: string, round: number, table: number, board: number): string {
  return `#evening=${encodeURIComponent(id)}&round=${round}&table=${table}&board=${board}`;
}
