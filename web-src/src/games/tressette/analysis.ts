// The solver's analysis routes (docs/protocol.md): every card of a match valued, for the replay.
import { call } from "../../shell/api";
import type { Analysis as AnalysisAnswer } from "../../shell/protocol";
import type { MatchRecord } from "../../shell/replay-address";
import type { HandValues } from "./replay-logic";

/** The analysis routes' answer: each hand's cards valued as `circolo analyze --json` does. */
export interface Analysis extends Omit<AnalysisAnswer, "hands"> {
  hands: HandValues[];
}

/** The analyses asked for on this page, by table: the viewer made again (back from another
 *  game of the match) does not wait for the solver twice. */
const asked = new Map<string, Promise<Analysis>>();

/** The solver's analysis of a finished table's every card. */
export function tableAnalysis(id: string): Promise<Analysis> {
  let answer = asked.get(id);
  if (!answer) {
    answer = call<Analysis>("GET", `/api/tables/${encodeURIComponent(id)}/analysis`);
    answer.catch(() => asked.delete(id)); // asked again next time
    asked.set(id, answer);
  }
  return answer;
}

/** The solver's analysis of a record given as a file. */
export const recordAnalysis = (record: MatchRecord): Promise<Analysis> => call<Analysis>("POST", "/api/analysis", record);
