// The player's nickname: the one a new browser is given ("Giocatore 531") until the player
// chooses theirs, and how a new one is saved (on the server's profile, then in this browser).
import { api } from "./api";
import { LANGS, t } from "./i18n";
import type { Store } from "./store";

/** A new browser's nickname: the catalog's word for a player and three digits. */
export function generatedNickname(random: () => number = Math.random): string {
  return `${t("web.default_nickname")} ${Math.floor(100 + random() * 900)}`;
}

/** Whether `name` is one Circolo made up (in either language), not one the player chose. */
export function isGeneratedNickname(name: string): boolean {
  return LANGS.some((lang) => new RegExp(`^${t("web.default_nickname", {}, lang)} \\d{3}$`).test(name.trim()));
}

/** Save `nickname` on the player's profile (statistics stay theirs), then in this browser. */
export async function saveNickname(store: Store, nickname: string): Promise<void> {
  const profile = store.profile;
  if (profile) await api.rename(profile.id, profile.secret, nickname);
  store.update({ nickname });
}
