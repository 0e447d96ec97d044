// The player's nickname: the one a new browser is given ("Giocatore 531") until the player
// chooses theirs, and how a new one is saved (on the server's profile, then in this browser).
import { ApiError, api } from "./api";
import { LANGS, t } from "./i18n";
import type { Store } from "./store";

/** A new browser's nickname: the catalog's word for a player and `digits` digits (three
 *  unless the short ones are taken). */
export function generatedNickname(random: () => number = Math.random, digits = 3): string {
  const low = 10 ** (digits - 1);
  return `${t("web.default_nickname")} ${Math.floor(low + random() * (9 * low))}`;
}

/** Whether `name` is one Circolo made up (in either language), not one the player chose. */
export function isGeneratedNickname(name: string): boolean {
  return LANGS.some((lang) => new RegExp(`^${t("web.default_nickname", {}, lang)} \\d{3,6}$`).test(name.trim()));
}

/** The digits of each made-up nickname tried in turn: the server refuses one another
 *  profile holds (or one that looks like it), so each try after the first two is longer. */
const TRIES = [3, 3, 4, 4, 5, 6];

/** Numbers tried after a chosen nickname another profile holds ("Anna 2", "Anna 3"…). */
const NUMBERED = [2, 3, 4, 5];

/** A new profile for this browser: with the player's nickname if there is one — numbered
 *  ("Anna 2") when another profile holds it, as the player would tell two Annas apart — else
 *  with a made-up one, made up again while the server says it is taken. */
export async function newProfile(
  chosen: string,
  random: () => number = Math.random,
): Promise<{ id: string; secret: string; nickname: string }> {
  const mine = chosen.trim();
  const numbered = mine ? [mine, ...NUMBERED.map((n) => `${mine.slice(0, 36)} ${n}`)] : [];
  const names = [...numbered, ...TRIES.map((digits) => generatedNickname(random, digits))];
  let refused: unknown = null;
  for (const nickname of names) {
    try {
      return await api.createProfile(nickname);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== "nickname_taken") throw error;
      refused = error;
    }
  }
  throw refused;
}

/** Save `nickname` on the player's profile (statistics stay theirs), then in this browser. */
export async function saveNickname(store: Store, nickname: string): Promise<void> {
  const profile = store.profile;
  if (profile) await api.rename(profile.id, profile.secret, nickname);
  store.update({ nickname });
}
