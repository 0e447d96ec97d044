// Text for people, from the catalogs the Python code uses too: the core's
// (src/circolo/core/i18n/*.json) and each game's own (src/circolo/games/NAME/i18n/*.json).
// A template's {name} fields are filled from the parameters, as in Python's str.format.
import it from "../../../src/circolo/core/i18n/it.json";
import en from "../../../src/circolo/core/i18n/en.json";

export type Lang = "it" | "en";
export const LANGS: readonly Lang[] = ["it", "en"];

/** Each game's own catalog, by its file's path (…/games/NAME/i18n/LANG.json). */
const GAME_CATALOGS = import.meta.glob<Record<string, string>>("../../../src/circolo/games/*/i18n/*.json", {
  eager: true,
  import: "default",
});

/** The core's catalog of `lang` with every game's of the same language. */
function merged(lang: Lang, core: Record<string, string>): Record<string, string> {
  const all = { ...core };
  for (const [path, own] of Object.entries(GAME_CATALOGS)) {
    if (path.endsWith(`/${lang}.json`)) Object.assign(all, own);
  }
  return all;
}

const CATALOGS: Record<Lang, Record<string, string>> = { it: merged("it", it), en: merged("en", en) };

/** The whole catalog of `lang` (the core's and the games'). */
export function catalogOf(lang: Lang): Readonly<Record<string, string>> {
  return CATALOGS[lang];
}

let current: Lang = "it";

/** The language every `t` call uses unless told otherwise. */
export function setLang(lang: Lang): void {
  current = lang;
  if (typeof document !== "undefined") document.documentElement.lang = lang;
}

export function getLang(): Lang {
  return current;
}

/** The language a browser asks for: Italian for Italian speakers, else English. */
export function preferredLang(languages: readonly string[]): Lang {
  for (const language of languages) {
    const code = language.toLowerCase().slice(0, 2);
    if (code === "it" || code === "en") return code;
  }
  return "en";
}

/** Fill `{name}` fields of `template` (`{{` and `}}` stand for braces). */
export function format(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{\{|\}\}|\{(\w+)\}/g, (whole, name: string | undefined) => {
    if (whole === "{{") return "{";
    if (whole === "}}") return "}";
    const value = name === undefined ? undefined : params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** Whether the catalogs have `key`. */
export function has(key: string): boolean {
  return key in CATALOGS.en;
}

const DECIMAL = /^[+-]?\d+\.\d+$/;

/** `number` ("7.89", "+1.5") with `lang`'s decimal mark: "7,89" in Italian, "7.89" in English;
 * anything but a number with decimals as it is. For the facts that are quantities (a reason's
 * points): a name or a value someone typed is never one. */
export function decimal(number: string, lang: Lang = current): string {
  return lang === "it" && DECIMAL.test(number) ? number.replace(".", ",") : number;
}

/** A moment (ISO 8601) as people of `lang` write it, the date and the time ("5 mar 2025,
 *  21:04" in Italian): the browser's own format is its system's, not the page's language. */
export function dateTime(iso: string, lang: Lang = current): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(moment);
}

/** The message `key` in `lang`, with its parameters filled in; the key itself if unknown.
 * Where a parameter is 1 and the catalog has the twin `KEY|NAME=1`, the twin is used
 * ("1 carta", not "1 carte"), as in the Python `t`. */
export function t(key: string, params: Record<string, unknown> = {}, lang: Lang = current): string {
  for (const name of Object.keys(params).sort()) {
    const twin = `${key}|${name}=1`;
    if (params[name] === 1 && twin in CATALOGS.en) return format(CATALOGS[lang][twin] ?? CATALOGS.en[twin], params);
  }
  const template = CATALOGS[lang][key] ?? CATALOGS.en[key];
  return template === undefined ? key : format(template, params);
}

/** Pick the text for the current language from a server `{it, en}` pair. */
export function pick(text: { it: string; en: string } | undefined | null, lang: Lang = current): string {
  if (!text) return "";
  return text[lang] || text.en || text.it || "";
}
