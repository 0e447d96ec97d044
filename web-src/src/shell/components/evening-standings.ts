// The standings of a club evening as a printed table: for a duplicate evening each entry's
// rank, matchpoints of the most, percent and difference; for matches its score, won–drawn–
// lost, byes and points for–against. Live while the evening plays (the boards finished at
// every table), final once it is over.
import { html, type TemplateResult } from "lit";
import { duplicateCells, entryNames, matchesCells, rankedRows } from "../evening-logic";
import type { DuplicateRow, EveningEntry, MatchesRow, Standings } from "../evening-types";
import { decimal, t } from "../i18n";

/** The entry's cell: its number, and who it is under it. */
function entryCell(entry: number, entries: readonly EveningEntry[], computer: (ai: string) => string): TemplateResult {
  const found = entries.find((e) => e.id === entry);
  const names = found ? entryNames(found, computer) : null;
  return html`<th scope="row"><b>${entry}</b>${names ? html`<span class="names">${names}</span>` : ""}</th>`;
}

export function eveningStandings(
  standings: Standings,
  entries: readonly EveningEntry[],
  computer: (ai: string) => string,
  options: { final: boolean; you: number | null },
): TemplateResult {
  const caption = t(options.final ? "web.evening.standings_final" : "web.evening.standings_live");
  const mark = (entry: number): string => (entry === options.you ? "mine" : "");
  if (standings.scoring === "matchpoints") {
    return html`<table data-testid="evening-standings" data-scoring="matchpoints">
      <caption>${caption}</caption>
      <thead>
        <tr>
          <th scope="col" class="number">${t("web.evening.col.rank")}</th>
          <th scope="col">${t("web.evening.col.entry")}</th>
          <th scope="col" class="number"><abbr title=${t("web.evening.col.matchpoints_long")}>${t("web.evening.col.matchpoints")}</abbr></th>
          <th scope="col" class="number">${t("web.evening.col.max")}</th>
          <th scope="col" class="number">%</th>
          <th scope="col" class="number">${t("web.evening.col.diff")}</th>
        </tr>
      </thead>
      <tbody>
        ${(rankedRows(standings) as DuplicateRow[]).map((row) => {
          const cells = duplicateCells(row);
          return html`<tr class=${mark(row.entry)} data-entry=${row.entry}>
            <td class="number">${row.rank}</td>
            ${entryCell(row.entry, entries, computer)}
            <td class="number">${decimal(cells.matchpoints)}</td>
            <td class="number">${cells.max}</td>
            <td class="number">${decimal(cells.percent)}</td>
            <td class="number">${decimal(cells.diff)}</td>
          </tr>`;
        })}
      </tbody>
    </table>`;
  }
  return html`<table data-testid="evening-standings" data-scoring="matches">
    <caption>${caption}</caption>
    <thead>
      <tr>
        <th scope="col" class="number">${t("web.evening.col.rank")}</th>
        <th scope="col">${t("web.evening.col.entry")}</th>
        <th scope="col" class="number">${t("web.evening.col.score")}</th>
        <th scope="col" class="number"><abbr title=${t("web.evening.col.record_long")}>${t("web.evening.col.record")}</abbr></th>
        <th scope="col" class="number">${t("web.evening.col.byes")}</th>
        <th scope="col" class="number">${t("web.evening.col.points")}</th>
      </tr>
    </thead>
    <tbody>
      ${(rankedRows(standings) as MatchesRow[]).map((row) => {
        const cells = matchesCells(row);
        return html`<tr class=${mark(row.entry)} data-entry=${row.entry}>
          <td class="number">${row.rank}</td>
          ${entryCell(row.entry, entries, computer)}
          <td class="number">${cells.score}</td>
          <td class="number">${cells.record}</td>
          <td class="number">${cells.byes}</td>
          <td class="number">${cells.points}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}
