// The solver's analysis routes (docs/protocol.md): every card of a match valued, for the replay.
import { call } from "../../shell/api";
import type { Analysis as AnalysisAnswer } from "../../shell/protocol";
import type { MatchRecord } from "../../shell/replay-address";
import type { HandValues } from "./replay-logic";

/** The analysis routes' answer: each hand's cards valued as `circolo analyze --json` does. */
export interface Analysis extends Omit<AnalysisAnswer, "hands"> {
  hands: HandValues[];
}

/** The solver's analysis of a finished table's every card. */
export const tableAnalysis = (id: string): Promise<Analysis> => call<Analysis>("GET", `/api/tables/${encodeURIComponent(id)}/analysis`);

/** The solver's analysis of a record given as a file. */
export const recordAnalysis = (record: MatchRecord): Promise<Analysis> => call<Analysis>("POST", "/api/analysis", record);
