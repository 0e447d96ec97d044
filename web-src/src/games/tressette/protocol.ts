// Tressette's shapes from the server: its WebSocket messages (generated into protocol-types.ts)
// by the names its table uses, and the info its table and Help page read (its signals).
import type { Text } from "../../protocol-types";
import type { GameInfo } from "../../shell/protocol";

export type {
  TressetteAccusa as Accusa,
  TressetteHandResult as HandResult,
  TressettePlay as Play,
  TressetteState as TableState,
  TressetteViewJson as View,
} from "../../protocol-types";

/** A signal of a vocabulary, as the table's buttons and the Help page show it. */
export interface SignalInfo {
  id: string;
  dialect: string | null;
  companion: boolean;
  name: Text;
  meaning: Text;
}

/** `GET /api/games/tressette`: the default game's info adds the signal vocabularies its table offers. */
export interface TressetteInfo extends GameInfo {
  last_signal_trick: number;
  vocabularies: Record<string, { who: "leader" | "any"; signals: SignalInfo[] }>;
}
